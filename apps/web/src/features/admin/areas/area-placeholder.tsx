import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminShell } from '../components/admin-shell';
import { RequireAdmin } from '../components/require-admin';
import { CARD, LINK } from '../components/styles';
import { ADMIN_AREAS, type AdminAreaKey } from './admin-areas';

/** A guarded admin area whose screen is still to come: its name, a note, the way back. */
export function AreaPlaceholder({ area }: { area: AdminAreaKey }) {
  return (
    <RequireAdmin permission={ADMIN_AREAS[area].permission}>
      <PlaceholderScreen area={area} />
    </RequireAdmin>
  );
}

function PlaceholderScreen({ area }: { area: AdminAreaKey }) {
  const { t } = useTranslation('admin');
  return (
    <AdminShell title={t(`areas.${area}.title`)}>
      <div className={`max-w-2xl space-y-3 ${CARD}`}>
        <p className="text-slate-800">{t(`areas.${area}.description`)}</p>
        <p className="text-slate-700">{t('placeholder.comingSoon')}</p>
      </div>
      <Link to="/admin/dashboard" className={`mt-6 inline-block ${LINK}`}>
        {t('backToDashboard')}
      </Link>
    </AdminShell>
  );
}
