import { useTranslation } from 'react-i18next';

export type Notice = 'cleared' | 'withdrawn';

/** What the page says above the step: results waiting to be sent, and what has just happened. */
export function StatusNotes({ waiting, notice }: { waiting: number; notice: Notice | null }) {
  const { t } = useTranslation('survey');
  return (
    <>
      {waiting > 0 && (
        <p
          role="status"
          className="no-print mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900"
        >
          {t('outbox.waiting', { count: waiting })}
        </p>
      )}
      {notice && (
        <p
          role="status"
          className="no-print mb-4 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-emerald-900"
        >
          {t(notice === 'cleared' ? 'respondent.cleared' : 'withdraw.done')}
        </p>
      )}
    </>
  );
}
