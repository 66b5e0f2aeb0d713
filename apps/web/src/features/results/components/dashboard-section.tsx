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
