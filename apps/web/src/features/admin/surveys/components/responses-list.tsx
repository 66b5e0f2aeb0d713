import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD } from '../../../../components/ui/card';
import { SuccessNote } from '../../../../components/ui/feedback';
import { QueryState, hasFreshData } from '../../shared/components/load-state';
import { ListPagination } from '../../shared/components/list-pagination';
import { useAdminSurveys } from '../api/get-admin-surveys';
import { filtersToParams, type SurveyFilters } from '../survey-filters';
import { BulkDelete } from './bulk-delete';
import { LevelReadingChoice, type LevelReading } from './level-reading-choice';
import { ResponsesTable } from './responses-table';

/** The responses that match, a page at a time; those who may delete can select and delete. */
export function ResponsesList({
  filters,
  page,
  canDelete,
  notice,
  onNotice,
  onPage,
  onOpen,
}: {
  filters: SurveyFilters;
  page: number;
  canDelete: boolean;
  notice: string | null;
  onNotice: (notice: string | null) => void;
  onPage: (page: number) => void;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const key = `${filtersToParams(filters)}&page=${page}`;
  const list = useAdminSurveys({ page, filters });
  const [reading, setReading] = useState<LevelReading>('individual');
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

  return (
    <section aria-labelledby={headingId} className={CARD}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('surveys.listHeading')}
      </h2>
      <SuccessNote message={notice} className="mt-2" />
      <div className="mt-4 space-y-4">
        <QueryState query={list} />
        {hasFreshData(list) && (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-slate-800">
                {t('surveys.count', { count: list.data.pagination.total })}
              </p>
              {canDelete && (
                <BulkDelete
                  ids={[...selected]}
                  onDeleted={(count) => {
                    onNotice(t('surveys.deletedMany', { count }));
                    setSelection({ key, ids: new Set() });
                  }}
                />
              )}
            </div>
            <LevelReadingChoice value={reading} onChange={setReading} />
            {list.data.surveys.length === 0 ? (
              <p className="rounded-lg bg-slate-100 p-4 text-slate-800">{t('surveys.empty')}</p>
            ) : (
              <ResponsesTable
                surveys={list.data.surveys}
                reading={reading}
                selected={canDelete ? selected : null}
                onSelect={select}
                onOpen={onOpen}
              />
            )}
            <ListPagination page={page} of={list.data.pagination} onPage={onPage} />
          </>
        )}
      </div>
    </section>
  );
}
