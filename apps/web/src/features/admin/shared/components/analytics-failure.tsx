import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { FailureBox } from '../../../../components/ui/feedback';

/**
 * SPEC.md section 8: an analysis that did not load says so (`message`), with a retry button
 * labelled with the generic loading text and described by the message (`messageId`).
 */
export function AnalyticsFailure({
  message,
  messageId,
  onRetry,
}: {
  message: string;
  messageId: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation('analytics');
  return (
    <FailureBox
      message={message}
      messageId={messageId}
      action={
        <Button variant="secondary" onClick={onRetry} aria-describedby={messageId}>
          {t('loadingText')}
        </Button>
      }
    />
  );
}
