import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { formatDays } from '../../../lib/format';
import { DEFAULT_GUEST_RETENTION_DAYS } from '../../../lib/public-settings';
import { useSurveySettings } from '../../../lib/survey-settings';
import { PRIVACY_SECTIONS } from '../legal-content';
import { LEGAL_NAMESPACES, LegalLayout, LegalSections } from './legal-layout';

/**
 * What is collected, why, for how long, who sees it and how to have it deleted: in the identity
 * mode in force (the settings'), since what is collected depends on it (issue 27).
 */
export function PrivacyPage() {
  const { t } = useTranslation(LEGAL_NAMESPACES);
  const { language } = useLanguage();
  // The retention period an administrator set; the server's default until it is known.
  // The survey's settings: the identity mode decides what is collected.
  const { settings } = useSurveySettings();
  const days = settings?.guestRetentionDays ?? DEFAULT_GUEST_RETENTION_DAYS;
  return (
    <LegalLayout title={t('privacy.title')}>
      <p className="mt-4 text-lg">{t('privacy.intro')}</p>
      <LegalSections
        page="privacy"
        sections={PRIVACY_SECTIONS}
        values={{ period: formatDays(days, language) }}
        mode={settings?.respondentIdentity ?? null}
      />
    </LegalLayout>
  );
}
