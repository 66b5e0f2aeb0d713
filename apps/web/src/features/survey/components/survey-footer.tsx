import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LINK } from '../../../components/ui/link';

/** The survey collects an e-mail: what is done with it is one link away on every step. */
export function SurveyFooter() {
  const { t } = useTranslation();
  return (
    <footer className="no-print mx-auto max-w-3xl px-4 pb-8">
      <nav aria-label={t('footer.linksLabel')}>
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <li>
            <Link to="/privacy" className={LINK}>
              {t('nav.privacy')}
            </Link>
          </li>
          <li>
            <Link to="/terms" className={LINK}>
              {t('nav.terms')}
            </Link>
          </li>
        </ul>
      </nav>
    </footer>
  );
}
