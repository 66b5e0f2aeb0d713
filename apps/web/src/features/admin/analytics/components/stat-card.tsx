import type { ReactNode } from 'react';
import { CARD } from '../../components/styles';

/** A headline figure under its name. */
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
    <li className={CARD}>
      <h3 className="text-sm font-medium text-slate-700">{label}</h3>
      <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value}</p>
      {note && <p className="mt-1 text-sm text-slate-700">{note}</p>}
    </li>
  );
}

export function StatGrid({ children }: { children: ReactNode }) {
  return <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">{children}</ul>;
}
