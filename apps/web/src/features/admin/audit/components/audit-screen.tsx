import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { CARD } from '../../../../components/ui/card';
import { LINK } from '../../../../components/ui/link';
import { pageFromParams } from '../../../../components/ui/pagination';
import { AdminShell } from '../../shared/shell/admin-shell';
import { QueryState, hasFreshData } from '../../shared/components/load-state';
import { useFailureText } from '../../shared/hooks/use-failure-message';
import { ListPagination } from '../../shared/components/list-pagination';
import { useDownloadAuditLog } from '../api/download-audit-log';
import { useAuditLog } from '../api/get-audit-log';
import { auditFiltersFromParams, auditQueryOf, type AuditFilterValues } from '../audit-filters';
import { AuditFilterForm } from './audit-filter-form';
import { AuditTable } from './audit-table';

/**
 * /admin/audit (issue 29): who did what and when, for a super administrator: filters kept in
 * the address, a page of entries, and the matching entries as a CSV file.
 */
export function AuditScreen() {
  const { t } = useTranslation(['audit', 'admin']);
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const filters = auditFiltersFromParams(params);
  const page = pageFromParams(params);
  const log = useAuditLog({ page, filters });
  const download = useDownloadAuditLog(filters);
  const downloadFailure = useFailureText(download.error);
  const show = (next: AuditFilterValues, nextPage = 1) =>
    setParams(() => {
      const query = new URLSearchParams(auditQueryOf(next) as Record<string, string>);
      if (nextPage > 1) query.set('page', String(nextPage));
      return query;
    });

  return (
    <AdminShell title={t('admin:areas.audit.title')}>
      <p className="-mt-2 max-w-3xl text-slate-700">{t('intro')}</p>
      <section aria-labelledby={headingId} className={`mt-6 ${CARD}`}>
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {t('filters.heading')}
        </h2>
        <div className="mt-4 space-y-4">
          <AuditFilterForm key={params.toString()} value={filters} onApply={(next) => show(next)} />
          <div className="flex flex-wrap items-center gap-3" aria-busy={download.isPending}>
            <Button variant="secondary" busy={download.isPending} onClick={() => download.mutate()}>
              {t('download')}
            </Button>
            <p role="status" className="text-sm text-slate-700">
              {download.isSuccess && t('downloaded', { filename: download.data })}
            </p>
            {downloadFailure && (
              <p role="alert" className="font-medium text-red-700">
                {downloadFailure}
              </p>
            )}
          </div>
          <QueryState query={log} />
          {hasFreshData(log) && (
            <>
              <p className="text-slate-700" role="status">
                {t('count', { count: log.data.pagination.total })}
              </p>
              {log.data.entries.length > 0 && <AuditTable entries={log.data.entries} />}
              <ListPagination
                page={page}
                of={log.data.pagination}
                onPage={(next) => show(filters, next)}
              />
            </>
          )}
        </div>
      </section>
      <Link to="/admin/dashboard" className={`mt-8 inline-block ${LINK}`}>
        {t('admin:backToDashboard')}
      </Link>
    </AdminShell>
  );
}
