import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { StepHeading } from './step-heading';

export function IntroductionStep({
  resuming,
  onStart,
}: {
  resuming: boolean;
  onStart: () => void;
}) {
  const { t } = useTranslation('survey');
  return (
    <section className="space-y-4">
      <StepHeading>{t('intro.title')}</StepHeading>
      <p className="text-slate-700">{t('intro.body')}</p>
      <p className="text-slate-700">{t('intro.howTo')}</p>
      <p className="text-slate-700">{t('intro.time')}</p>
      <Button onClick={onStart}>{resuming ? t('intro.continue') : t('intro.start')}</Button>
    </section>
  );
}
