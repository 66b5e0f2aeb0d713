import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/**
 * Lab mode's "are you still there?" (issue 27): an unfinished survey left without input asks,
 * and without an answer within `seconds` starts afresh for the next student (the answers are
 * discarded, nothing is sent). The focus goes to "I am still here".
 */
export function StillThereDialog({
  seconds,
  onStay,
  onGone,
}: {
  seconds: number;
  onStay: () => void;
  onGone: () => void;
}) {
  const { t } = useTranslation('survey');
  const bodyId = useId();
  const [left, setLeft] = useState(seconds);
  const gone = useRef(onGone);
  useEffect(() => {
    gone.current = onGone;
  });
  useEffect(() => {
    const started = Date.now();
    const tick = window.setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        window.clearInterval(tick);
        gone.current();
      }
    }, 250);
    return () => window.clearInterval(tick);
  }, [seconds]);
  return (
    <Dialog
      open
      title={t('stillThere.title')}
      closeLabel={t('stillThere.stay')}
      onClose={onStay}
      describedBy={bodyId}
    >
      <p id={bodyId} className="text-slate-700">
        {t('stillThere.body', { count: left })}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button data-autofocus onClick={onStay}>
          {t('stillThere.stay')}
        </Button>
        <Button variant="secondary" onClick={onGone}>
          {t('stillThere.leave')}
        </Button>
      </div>
    </Dialog>
  );
}
