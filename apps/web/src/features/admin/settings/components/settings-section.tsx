import { useId, type ReactNode } from 'react';

/** One group of the settings under its heading, so that a long form reads in parts. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="space-y-5 border-t border-slate-200 pt-6 first:border-t-0 first:pt-0"
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
