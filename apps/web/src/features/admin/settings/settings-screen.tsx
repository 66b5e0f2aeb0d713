import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchAdminSettings } from '../api/admin-settings';
import { useAdminResource } from '../api/use-admin-api';
import { AdminShell } from '../components/admin-shell';
import { LoadFailure, LoadingLine } from '../components/load-state';
import { LINK } from '../components/styles';
import { SettingsForm } from './settings-form';

/** /admin/settings: the settings as stored, in a form that saves what was changed. */
export function SettingsScreen() {
  const { t } = useTranslation('admin');
  const settings = useAdminResource('settings', fetchAdminSettings);
  return (
    <AdminShell title={t('areas.settings.title')}>
      <p className="-mt-2 max-w-3xl text-slate-700">{t('settings.intro')}</p>
      <div className="mt-6 max-w-3xl">
        {settings.loading && !settings.data && <LoadingLine />}
        {settings.error && <LoadFailure message={settings.error} onRetry={settings.reload} />}
        {settings.data && !settings.error && <SettingsForm stored={settings.data} />}
      </div>
      <Link to="/admin/dashboard" className={`mt-8 inline-block ${LINK}`}>
        {t('backToDashboard')}
      </Link>
    </AdminShell>
  );
}
