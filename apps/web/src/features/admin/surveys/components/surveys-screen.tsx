import { Suspense, lazy, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LINK } from '../../../../components/ui/link';
import { pageFromParams } from '../../../../components/ui/pagination';
import { useAddressParams } from '../../../../lib/use-address-params';
import { AdminShell } from '../../shared/shell/admin-shell';
import { FilterBar } from '../../shared/filters/components/filter-bar';
import { useAdminSession } from '../../shared/session/admin-session-context';
import { filtersFromParams, filtersToParams, type ListFilters } from '../survey-filters';
import { EmailLookupDialog } from './email-lookup/email-lookup-dialog';
import { FilterForm } from './filter-form';
import { FilteredExport } from './filtered-export';
import { ResponsesList } from './responses-list';

// One response in full (its facts, flags and answers) is its own chunk, fetched as the screen
// shows, which keeps the screen's chunk within its budget (scripts/bench/web-build/budgets.ts).
const ResponseDetailDialog = lazy(() =>
  import('./response-detail-dialog').then((module) => ({
    default: module.ResponseDetailDialog,
  })),
);

/**
 * /admin/surveys: filters, the matching responses page by page, one response in a panel, and
 * the export of what matches. Filters, page and open response all live in the address.
 */
export function SurveysScreen() {
  // The flags' texts load with the screen, not when the first flagged response shows.
  const { t } = useTranslation(['admin', 'quality']);
  const session = useAdminSession();
  const [params, changeParams] = useAddressParams();
  const query = params.toString();
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(query)), [query]);
  const page = pageFromParams(params);
  const openId = params.get('response');
  const [notice, setNotice] = useState<string | null>(null);

  /** A change of page, open response or the list's own filters, made to the address as it is now. */
  const show = (next: { list?: ListFilters; page?: number; response?: string | null }) =>
    changeParams((current) => {
      const now = filtersFromParams(current);
      const { interpretation: _i, flag: _f, decision: _d, ...shared } = now;
      const result = filtersToParams(next.list ? { ...shared, ...next.list } : now);
      const nextPage = next.page ?? (next.list ? 1 : pageFromParams(current));
      if (nextPage > 1) result.set('page', String(nextPage));
      const response = next.response === undefined ? current.get('response') : next.response;
      if (response) result.set('response', response);
      return result;
    });

  return (
    <AdminShell title={t('areas.surveys.title')}>
      <p className="-mt-2 max-w-3xl text-slate-700">{t('surveys.intro')}</p>
      {/* Only a superadmin may look a student up by e-mail (issue 27); the server checks too. */}
      {session.admin?.role === 'superadmin' && (
        <div className="mt-4">
          <EmailLookupDialog />
        </div>
      )}
      <div className="mt-6 space-y-8">
        <div className="space-y-4">
          <FilterBar />
          <FilterForm
            key={filtersToParams(filters).toString()}
            filters={filters}
            onApply={(list) => {
              setNotice(null);
              show({ list, response: null });
            }}
          />
        </div>
        <ResponsesList
          filters={filters}
          page={page}
          canDelete={session.hasPermission('manage_surveys')}
          notice={notice}
          onNotice={setNotice}
          onPage={(next) => show({ page: next })}
          onOpen={(id) => show({ response: id })}
        />
        {session.hasPermission('export_data') && <FilteredExport filters={filters} />}
      </div>
      <Suspense fallback={null}>
        <ResponseDetailDialog
          id={openId}
          canDelete={session.hasPermission('manage_surveys')}
          canReview={session.hasPermission('review_quality')}
          onClose={() => show({ response: null })}
          onDeleted={() => {
            setNotice(t('surveys.deletedOne'));
            show({ response: null });
          }}
        />
      </Suspense>
      <Link to="/admin/dashboard" className={`mt-8 inline-block ${LINK}`}>
        {t('backToDashboard')}
      </Link>
    </AdminShell>
  );
}
