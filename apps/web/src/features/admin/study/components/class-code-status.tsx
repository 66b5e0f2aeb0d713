import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LINK } from '../../../../components/ui/link';
import type { StudySettings } from '../api/get-study-settings';

/** Which sentence says what holds now, and why: the stored setting and whether it bites. */
function reason(settings: StudySettings): string {
  const { classCodeRequired: stored, classCodeRequiredInEffect: required } = settings;
  if (required) {
    if (stored === true) return 'requiredAlways';
    if (stored === null) return 'requiredWhenClasses';
    return 'requiredUnknown';
  }
  if (stored === false) return 'optionalNever';
  if (stored === null) return 'optionalNoClass';
  return 'optionalUnknown';
}

/**
 * Whether students must enter a class code now, and why (issue 27): the setting in effect, so
 * that nobody learns it from a student whose response went in without a class.
 */
export function ClassCodeStatus({
  settings,
  canChange,
}: {
  settings: StudySettings;
  /** May open the settings (manage_settings). */
  canChange: boolean;
}) {
  const { t } = useTranslation('study');
  const required = settings.classCodeRequiredInEffect;
  return (
    <p
      className={`rounded-lg border px-4 py-3 ${
        required ? 'border-green-300 bg-green-50' : 'border-yellow-300 bg-yellow-50'
      } text-slate-900`}
    >
      <strong>{t(required ? 'classCode.required' : 'classCode.optional')}</strong>{' '}
      {t(`classCode.${reason(settings)}`)}{' '}
      {canChange && (
        <Link to="/admin/settings" className={LINK}>
          {t('classCode.change')}
        </Link>
      )}
    </p>
  );
}
