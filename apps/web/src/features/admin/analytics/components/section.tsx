import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from '../../../../components/ui/data-table';

/** A titled part of an analytics tab (under the tab's own heading, so an h3). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4">
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

/** A part that is one table: its title is the table's caption too, read out but not shown twice. */
export function TableSection<Row>({
  title,
  ...table
}: { title: string } & Omit<DataTableProps<Row>, 'caption' | 'captionHidden'>) {
  return (
    <Section title={title}>
      <DataTable caption={title} captionHidden {...table} />
    </Section>
  );
}
