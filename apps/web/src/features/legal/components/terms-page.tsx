import { useTranslation } from 'react-i18next';
import { TERMS_SECTIONS } from '../legal-content';
import { LEGAL_NAMESPACES, LegalLayout, LegalSections } from './legal-layout';

/** The terms of use, including that the result is a self-assessment and where to find help. */
export function TermsPage() {
  const { t } = useTranslation(LEGAL_NAMESPACES);
  return (
    <LegalLayout title={t('terms.title')}>
      <p className="mt-4 text-lg">{t('terms.intro')}</p>
      <LegalSections page="terms" sections={TERMS_SECTIONS} />
    </LegalLayout>
  );
}
