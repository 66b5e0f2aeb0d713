import { useTranslation } from 'react-i18next';
import { PRIVACY_SECTIONS } from './legal-content';
import { LEGAL_NAMESPACES, LegalLayout, LegalSections } from './legal-layout';

/** What is collected, why, for how long, who sees it and how to have it deleted. */
export default function PrivacyPage() {
  const { t } = useTranslation(LEGAL_NAMESPACES);
  return (
    <LegalLayout title={t('privacy.title')}>
      <p className="mt-4 text-lg">{t('privacy.intro')}</p>
      <LegalSections page="privacy" sections={PRIVACY_SECTIONS} />
    </LegalLayout>
  );
}
