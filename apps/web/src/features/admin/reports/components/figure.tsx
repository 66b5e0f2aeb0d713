import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The minimum group size the report was computed with, for the withheld cells' wording. */
export const MinimumGroupContext = createContext(0);

/**
 * A figure of the report, or, when the server withheld it (computed on fewer responses than
 * the minimum group size, issue 19), the sentence that says so with the real minimum.
 */
export function Figure({
  value,
  withheld,
  children,
}: {
  value: number | null;
  withheld: boolean;
  children: (value: number) => ReactNode;
}) {
  const { t } = useTranslation('reports');
  const minimum = useContext(MinimumGroupContext);
  if (withheld || value === null) {
    return (
      <span className="text-slate-700 italic">
        {withheld ? t('withheld', { count: minimum }) : t('notAvailable')}
      </span>
    );
  }
  return <>{children(value)}</>;
}
