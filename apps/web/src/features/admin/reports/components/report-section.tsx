import { useId, type ReactNode } from 'react';

/**
 * One part of the printed report under its heading. On paper a section may run on to the next
 * page, but its heading and intro stay with what follows and none of its tables is split, so
 * that no page ends on a heading or starts with a stub of two rows (issue 31).
 */
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
    <section
      aria-labelledby={headingId}
      className="space-y-3 print:space-y-1.5 print:[&_table]:break-inside-avoid"
    >
      <h2
        id={headingId}
        className="text-xl font-semibold text-slate-900 print:break-after-avoid print:text-[11.5pt]"
      >
        {title}
      </h2>
      {intro && (
        <p className="max-w-3xl text-slate-700 print:max-w-none print:break-after-avoid print:break-inside-avoid">
          {intro}
        </p>
      )}
      {children}
    </section>
  );
}
