import type { Key, ReactNode } from 'react';

/**
 * The frame of a chart drawn with CSS: the title as its caption, then one row a datum (and an
 * axis, if it has one) hidden from screen readers, which read `summary` instead: the same
 * figures as one sentence. `titleHidden` when the heading just above already says what the
 * title would (it still names the chart); `children` come after the drawing (a note on it).
 */
export function ChartFigure<Row>({
  title,
  titleHidden = false,
  summary,
  rows,
  rowKey,
  row,
  rowClassName,
  spacing = 'space-y-2',
  axis,
  children,
}: {
  title: string;
  titleHidden?: boolean;
  summary: string;
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** What a row draws: its label, its marks and its value, in `rowClassName`'s grid. */
  row: (row: Row) => ReactNode;
  rowClassName: string;
  spacing?: string;
  axis?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <figure className="space-y-2">
      <figcaption className={titleHidden ? 'sr-only' : 'font-semibold text-slate-800'}>
        {title}
      </figcaption>
      <div role="img" aria-label={summary} className={spacing}>
        {rows.map((each) => (
          <div key={rowKey(each)} aria-hidden="true" className={rowClassName}>
            {row(each)}
          </div>
        ))}
        {axis}
      </div>
      {children}
    </figure>
  );
}
