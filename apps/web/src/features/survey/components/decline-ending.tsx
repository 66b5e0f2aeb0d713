import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LINK } from '../../../components/ui/link';
import { StepHeading } from './step-heading';

/**
 * The polite ending of "I do not want to take part": nothing was saved, and where to find help
 * all the same (issue 27).
 */
export function DeclineEnding({ onRestart }: { onRestart: () => void }) {
  const { t } = useTranslation('survey');
  return (
    <section className="space-y-4">
      <StepHeading>{t('declined.title')}</StepHeading>
      <p className="text-slate-700">{t('declined.body')}</p>
      <p className="text-slate-700">{t('declined.help')}</p>
      <div className="flex flex-wrap items-center gap-4">
        <Button variant="secondary" onClick={onRestart}>
          {t('declined.restart')}
        </Button>
        <Link to="/" className={LINK}>
          {t('declined.home')}
        </Link>
      </div>
    </section>
  );
}
