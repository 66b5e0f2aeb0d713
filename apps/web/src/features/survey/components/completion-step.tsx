import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { StepHeading } from './step-heading';

/** The end of the survey: the result (`children`), printing, and the way to start again. */
export function CompletionStep({
  pending,
  onRetake,
  children,
}: {
  /** Scored in the browser and queued: the server does not have it yet. */
  pending: boolean;
  onRetake: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('survey');
  return (
    <section className="space-y-5">
      <StepHeading>{t('completed.title')}</StepHeading>
      {pending && (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900"
        >
          {t('completed.savedOffline')}
        </p>
      )}
      {children}
      <div className="no-print flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => window.print()}>
          {t('completed.print')}
        </Button>
        <Button onClick={onRetake}>{t('completed.retake')}</Button>
      </div>
    </section>
  );
}
