import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { StepHeading } from './step-heading';

/**
 * The end of the survey: the result (`children`), withdrawing it, printing, starting again, and,
 * on a shared school computer (lab mode), leaving it with nothing of the student left on it.
 */
export function CompletionStep({
  delivery,
  labMode,
  onRetake,
  onFinish,
  withdraw,
  children,
}: {
  /** Of a result scored in the browser: still queued, or since received by the server. */
  delivery: 'queued' | 'sent' | undefined;
  /** A school's shared computer: leaving it is the expected way out. */
  labMode: boolean;
  onRetake: () => void;
  onFinish: () => void;
  /** "Withdraw my response", where it can be done. */
  withdraw: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('survey');
  return (
    <section className="space-y-5">
      <StepHeading>{t('completed.title')}</StepHeading>
      {delivery === 'queued' && (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900"
        >
          {t('completed.savedOffline')}
        </p>
      )}
      {delivery === 'sent' && (
        <p
          role="status"
          className="rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-emerald-900"
        >
          {t('completed.sent')}
        </p>
      )}
      {children}
      {labMode && (
        <div className="no-print space-y-3 rounded-xl border border-slate-300 p-4">
          <p className="text-slate-700">{t('respondent.finishHintLab')}</p>
          <Button onClick={onFinish}>{t('respondent.finish')}</Button>
        </div>
      )}
      <div className="no-print flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => window.print()}>
          {t('completed.print')}
        </Button>
        <Button variant={labMode ? 'secondary' : 'primary'} onClick={onRetake}>
          {t('completed.retake')}
        </Button>
      </div>
      {withdraw && (
        <div className="no-print space-y-2 rounded-xl border border-slate-300 p-4">
          <p className="text-slate-700">{t('withdraw.hint')}</p>
          {withdraw}
        </div>
      )}
    </section>
  );
}
