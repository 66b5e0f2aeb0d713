import type { ReactNode } from 'react';

/** One part of the reliability report: a section named by its heading. */
export function ReliabilitySection({
  id,
  title,
  className = 'space-y-3',
  children,
}: {
  /** The heading's id, unique on the page. */
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
