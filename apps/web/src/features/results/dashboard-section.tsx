import { useId, type ReactNode } from 'react';

/**
 * An h3 section of the dashboard. The heading names the section's table (its scrolling
 * region), not the section itself: two landmarks with one name would be announced twice.
 */
export function DashboardSection({
  heading,
  children,
}: {
  heading: string;
  children: (headingId: string) => ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="space-y-3">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {heading}
      </h3>
      {children(headingId)}
    </section>
  );
}

/**
 * A table that scrolls sideways on a narrow phone instead of overflowing the page; the
 * scrolling box takes the focus so that keyboard users can scroll it too.
 */
export function DataTable({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-labelledby={labelledBy}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200 print:overflow-visible print:border-slate-400"
    >
      <table aria-labelledby={labelledBy} className="w-full text-left text-sm">
        {children}
      </table>
    </div>
  );
}

export const TH_COLUMN =
  'bg-slate-50 px-2 py-2 font-semibold text-slate-700 border-b border-slate-200 print:bg-white';
export const TH_ROW = 'px-2 py-2 font-medium text-slate-900';
export const TD = 'px-2 py-2 text-slate-800';
export const TD_NUMBER = `${TD} text-right tabular-nums`;
export const ROW = 'border-t border-slate-100 first:border-t-0';
