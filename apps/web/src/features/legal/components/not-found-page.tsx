import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LEGAL_NAMESPACES, LegalLayout } from './legal-layout';

/** Any address the app does not know. */
export function NotFoundPage() {
  const { t } = useTranslation(LEGAL_NAMESPACES);
  return (
    <LegalLayout title={t('common:notFound.title')}>
      <p className="mt-4 text-lg">{t('common:notFound.body')}</p>
      <Link
        to="/"
        className="mt-8 inline-flex rounded-lg bg-blue-700 px-6 py-3 font-semibold text-white hover:bg-blue-800"
      >
        {t('common:notFound.home')}
      </Link>
    </LegalLayout>
  );
}
