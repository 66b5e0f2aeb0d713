import type { ReactNode } from 'react';

/** A titled part of an analytics tab (under the tab's own heading, so an h3). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4">
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}
