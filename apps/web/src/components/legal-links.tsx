import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LINK } from './ui/link';

/** The privacy and terms links, named as one navigation landmark (site and survey footers). */
export function LegalLinks({ listClassName }: { listClassName: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('footer.linksLabel')}>
      <ul className={`flex flex-wrap gap-x-6 gap-y-2 ${listClassName}`}>
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
  );
}
