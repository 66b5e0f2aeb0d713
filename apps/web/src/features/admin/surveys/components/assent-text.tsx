import { useTranslation } from 'react-i18next';
import type { AdminSurveyResult } from '../api/get-admin-survey';

/**
 * The information sheet's version a response was given under (issue 27), or that none was
 * recorded (an older client, or a response queued before the sheet existed).
 */
export function AssentText({ survey }: { survey: AdminSurveyResult }) {
  const { t } = useTranslation('admin');
  return survey.consentVersion === null ? (
    <span className="text-slate-700">{t('surveys.assent.none')}</span>
  ) : (
    <>{t('surveys.assent.version', { version: survey.consentVersion })}</>
  );
}
