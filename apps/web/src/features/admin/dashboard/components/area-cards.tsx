import type { Permission } from '@prca/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ADMIN_AREAS,
  areaPermission,
  dashboardCards,
  superadminOnly,
  type AdminAreaKey,
} from '../../shared/shell/admin-areas';
import { useAdminSession } from '../../shared/session/admin-session-context';

/** The featured card (reliability), then one card per admin area (SPEC.md section 2, "Admin dashboard"). */
export function AreaCards() {
  const { t } = useTranslation('admin');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('areas.heading')}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {dashboardCards('featured').map((area) => (
          <AreaCard key={area} area={area} featured />
        ))}
        {dashboardCards('plain').map((area) => (
          <AreaCard key={area} area={area} />
        ))}
      </ul>
    </section>
  );
}

/**
 * A card whose title is the link; the link's area covers the whole card. An area the role
 * cannot open says which permission it needs instead of leading to a refusal; a super
 * administrator's own area is not shown to anyone else.
 */
function AreaCard({ area, featured = false }: { area: AdminAreaKey; featured?: boolean }) {
  const { t } = useTranslation('admin');
  const session = useAdminSession();
  const { path } = ADMIN_AREAS[area];
  const permission = areaPermission(area);
  if (superadminOnly(area) && session.admin?.role !== 'superadmin') return null;
  const allowed = !permission || session.hasPermission(permission);
  const frame = featured
    ? 'border-blue-200 bg-blue-50 sm:col-span-2 lg:col-span-4'
    : 'border-slate-200 bg-white';
  return (
    <li
      className={`relative rounded-xl border p-5 shadow-sm focus-within:ring-3 focus-within:ring-blue-700 ${frame} ${
        allowed ? 'hover:border-blue-400' : ''
      }`}
    >
      <h3 className="text-lg font-semibold text-slate-900">
        {allowed ? (
          <Link
            to={path}
            className="text-blue-800 underline-offset-4 after:absolute after:inset-0 hover:underline"
          >
            {t(`areas.${area}.title`)}
          </Link>
        ) : (
          t(`areas.${area}.title`)
        )}
      </h3>
      <p className="mt-2 text-slate-700">{t(`areas.${area}.description`)}</p>
      {!allowed && <MissingPermission permission={permission} />}
    </li>
  );
}

function MissingPermission({ permission }: { permission: Permission | undefined }) {
  const { t } = useTranslation('admin');
  if (!permission) return null;
  return (
    <p className="mt-3 text-sm font-medium text-slate-800">
      {t('areas.needsPermission', { permission: t(`permissions.${permission}`) })}
    </p>
  );
}
