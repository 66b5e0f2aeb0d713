import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorNote } from '../../../components/ui/feedback';
import { ApiRequestError } from '../../../lib/api-client';
import { withdrawResponse } from '../api/withdraw';

/**
 * "Withdraw my response" (issue 27), confirmed in a dialog: the response leaves the study and
 * this browser. On the completion screen, and in the results list of a signed-in student.
 */
export function WithdrawButton({
  responseId,
  onWithdrawn,
  size,
}: {
  responseId: string;
  onWithdrawn: () => void;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation('survey');
  const bodyId = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const withdraw = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await withdrawResponse(responseId);
      setOpen(false);
      onWithdrawn();
    } catch (error) {
      console.error('The response could not be withdrawn', error);
      setProblem(
        error instanceof ApiRequestError && !error.isRetryable
          ? error.message
          : t('withdraw.failed'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="dangerOutline" size={size} onClick={() => setOpen(true)}>
        {t('withdraw.button')}
      </Button>
      <Dialog
        open={open}
        title={t('withdraw.title')}
        closeLabel={t('withdraw.keep')}
        onClose={() => setOpen(false)}
        describedBy={bodyId}
      >
        <p id={bodyId} className="text-slate-700">
          {t('withdraw.body')}
        </p>
        <ErrorNote message={problem} className="mt-3" />
        <div className="mt-4 flex flex-wrap gap-3">
          <Button variant="danger" busy={busy} onClick={() => void withdraw()}>
            {t('withdraw.confirm')}
          </Button>
          <Button variant="secondary" data-autofocus onClick={() => setOpen(false)}>
            {t('withdraw.keep')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
