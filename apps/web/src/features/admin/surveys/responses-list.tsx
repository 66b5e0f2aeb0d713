import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_SURVEYS_PAGE_SIZE, fetchAdminSurveys } from '../api/admin-surveys';
import { useAdminResource } from '../api/use-admin-api';
import { SuccessNote } from '../components/feedback';
import { LoadFailure, LoadingLine } from '../components/load-state';
import { Pagination } from '../components/pagination';
import { CARD } from '../components/styles';
import { BulkDelete } from './bulk-delete';
import { ResponsesTable } from './responses-table';
import { filtersToParams, type SurveyFilters } from './survey-filters';

/** The responses that match, a page at a time; those who may delete can select and delete. */
export function ResponsesList({
  filters,
  page,
  version,
  canDelete,
  notice,
  onNotice,
  onPage,
  onOpen,
}: {
  filters: SurveyFilters;
  page: number;
  /** Changes when a response was deleted elsewhere (the detail panel): the page reloads. */
  version: number;
  canDelete: boolean;
  notice: string | null;
  onNotice: (notice: string | null) => void;
  onPage: (page: number) => void;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const key = `${filtersToParams(filters)}&page=${page}#${version}`;
  const list = useAdminResource(key, (auth, signal) =>
    fetchAdminSurveys({ page, filters }, auth, signal),
  );
  // A selection belongs to one page of one list: another page or filter starts afresh.
  const [selection, setSelection] = useState<{ key: string; ids: Set<string> }>({
    key,
    ids: new Set(),
  });
  const selected = selection.key === key ? selection.ids : new Set<string>();
  const select = (ids: string[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setSelection({ key, ids: next });
  };
  const data = list.data;

  return (
    <section aria-labelledby={headingId} className={CARD}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('surveys.listHeading')}
      </h2>
      <SuccessNote message={notice} className="mt-2" />
      <div className="mt-4 space-y-4">
        {list.loading && <LoadingLine />}
        {list.error && <LoadFailure message={list.error} onRetry={list.reload} />}
        {data && !list.error && (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-slate-800">
                {t('surveys.count', { count: data.pagination.total })}
              </p>
              {canDelete && (
                <BulkDelete
                  ids={[...selected]}
                  onDeleted={(count) => {
                    onNotice(t('surveys.deletedMany', { count }));
                    setSelection({ key, ids: new Set() });
                    list.reload();
                  }}
                />
              )}
            </div>
            {data.surveys.length === 0 ? (
              <p className="rounded-lg bg-slate-100 p-4 text-slate-800">{t('surveys.empty')}</p>
            ) : (
              <ResponsesTable
                surveys={data.surveys}
                selected={canDelete ? selected : null}
                onSelect={select}
                onOpen={onOpen}
              />
            )}
            <Pagination
              page={page}
              total={data.pagination.total}
              pageSize={ADMIN_SURVEYS_PAGE_SIZE}
              onPage={onPage}
            />
          </>
        )}
      </div>
    </section>
  );
}
