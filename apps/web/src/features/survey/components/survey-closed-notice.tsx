import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LINK } from '../../../components/ui/link';
import { StepHeading } from './step-heading';

/**
 * Shown instead of the survey while the settings say it accepts no responses. The results tab
 * is mentioned only to those who have it (the top bar shows it once an e-mail is known).
 */
export function SurveyClosedNotice({ showResultsHint }: { showResultsHint: boolean }) {
  const { t } = useTranslation('survey');
  return (
    <section className="space-y-4">
      <StepHeading>{t('closed.title')}</StepHeading>
      <p className="text-slate-700">{t('closed.body')}</p>
      {showResultsHint && <p className="text-slate-700">{t('closed.results')}</p>}
      <Link to="/" className={`inline-block ${LINK}`}>
        {t('closed.home')}
      </Link>
    </section>
  );
}
