import type { ReactNode } from 'react';
import { CARD } from '../../../../components/ui/card';

/** A headline figure under its name, with a note under it (a trend, a unit, a rate). */
export function StatCard({
  label,
  value,
  note,
}: {
  label: string;
  value: string;
  note?: ReactNode;
}) {
  return (
    // min-w-0: a long figure wraps inside its card instead of widening the grid.
    <li className={`min-w-0 break-words ${CARD}`}>
      <h3 className="text-sm font-semibold text-slate-700">{label}</h3>
      <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value}</p>
      {note && <div className="mt-1 text-sm text-slate-700">{note}</div>}
    </li>
  );
}

/** The figures side by side: one a row on a narrow phone, two above 400 px, four on a wide screen. */
export function StatGrid({ children }: { children: ReactNode }) {
  return <ul className="grid gap-4 min-[25rem]:grid-cols-2 lg:grid-cols-4">{children}</ul>;
}
