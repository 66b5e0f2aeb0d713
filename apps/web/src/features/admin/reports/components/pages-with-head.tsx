import type { ReactNode } from 'react';

/**
 * Content that prints under `head` on every page, so that a loose sheet still says what it is.
 * Browsers repeat a table's `<thead>` on each printed page (Chromium repeats nothing else but
 * fixed elements, which would cover the content); on screen the head is hidden and the table
 * is laid out as plain blocks, so that it never widens a phone's page.
 */
export function PagesWithHead({ head, children }: { head: ReactNode; children: ReactNode }) {
  return (
    <table role="presentation" className="block w-full print:table">
      <thead className="hidden print:table-header-group">
        <tr>
          <td className="border-b border-slate-500 pb-1 text-[8.5pt] text-slate-800">{head}</td>
        </tr>
        {/* The space between the head and each page's content. */}
        <tr aria-hidden="true">
          <td className="h-2" />
        </tr>
      </thead>
      <tbody className="block print:table-row-group">
        <tr className="block print:table-row">
          <td className="block p-0 print:table-cell">{children}</td>
        </tr>
      </tbody>
    </table>
  );
}
