import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { StepHeading } from './step-heading';

export function IntroductionStep({
  resuming,
  onStart,
  children,
}: {
  resuming: boolean;
  onStart: () => void;
  /** What comes before the start (the class code). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('survey');
  return (
    <section className="space-y-4">
      <StepHeading>{t('intro.title')}</StepHeading>
      <p className="text-slate-700">{t('intro.body')}</p>
      <p className="text-slate-700">{t('intro.howTo')}</p>
      <p className="text-slate-700">{t('intro.time')}</p>
      {children}
      <Button onClick={onStart}>{resuming ? t('intro.continue') : t('intro.start')}</Button>
    </section>
  );
}
