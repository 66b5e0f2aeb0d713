import { useId, type ReactNode } from 'react';

/** One part of the printed report under its heading; a page break never cuts its heading off. */
export function ReportSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3 print:break-inside-avoid-page">
      <h2
        id={headingId}
        className="text-xl font-semibold text-slate-900 print:text-lg print:break-after-avoid"
      >
        {title}
      </h2>
      {intro && <p className="max-w-3xl text-slate-700">{intro}</p>}
      {children}
    </section>
  );
}
