import { useTranslation } from 'react-i18next';
import { PrimaryButton } from './buttons';
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
      <PrimaryButton onClick={onStart}>
        {resuming ? t('intro.continue') : t('intro.start')}
      </PrimaryButton>
    </section>
  );
}
