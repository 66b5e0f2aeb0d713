import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LINK } from '../../../../components/ui/link';
import { AdminShell } from '../../shared/shell/admin-shell';
import { QueryState, hasFreshData } from '../../shared/components/load-state';
import { useAdminSettings } from '../../shared/api/get-admin-settings';
import { useDefaultSheets } from '../api/get-default-sheets';
import { SettingsForm } from './settings-form';

/** /admin/settings: the settings as stored, in a form that saves what was changed. */
export function SettingsScreen() {
  const { t } = useTranslation(['settings', 'admin']);
  const settings = useAdminSettings();
  const defaults = useDefaultSheets();
  return (
    <AdminShell title={t('admin:areas.settings.title')}>
      <p className="-mt-2 max-w-3xl text-slate-700">{t('intro')}</p>
      <div className="mt-6 max-w-3xl">
        <QueryState query={settings} />
        <QueryState query={defaults} />
        {hasFreshData(settings) && hasFreshData(defaults) && (
          <SettingsForm stored={settings.data} defaults={defaults.data} />
        )}
      </div>
      <Link to="/admin/dashboard" className={`mt-8 inline-block ${LINK}`}>
        {t('admin:backToDashboard')}
      </Link>
    </AdminShell>
  );
}
