import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { FailureBox } from '../../../../components/ui/feedback';

/** SPEC.md section 8: the message, and a retry button labelled with the generic loading text. */
export function StatisticsFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('analytics');
  return (
    <FailureBox
      message={t('statistics.error')}
      messageId="statistics-error"
      action={
        <Button variant="secondary" onClick={onRetry} aria-describedby="statistics-error">
          {t('loadingText')}
        </Button>
      }
    />
  );
}
