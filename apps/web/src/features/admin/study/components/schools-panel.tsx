import type { School } from '@prca/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CARD } from '../../../../components/ui/card';
import { LINK } from '../../../../components/ui/link';
import { useFailureText } from '../../shared/hooks/use-failure-message';
import { schoolEntity } from '../../shared/study/study-entities';
import { useCreate, useRemove, useUpdate } from '../api/study-mutations';
import { AddByNameForm } from './add-by-name-form';
import { useDeleteConfirm } from './delete-confirm';
import { useRename } from './rename-dialog';
import { RowActionButton } from './row-action-button';
import { StudyTable } from './study-table';

/** The schools: a form for a new one, and each with its counts, its sheets and a delete. */
export function SchoolsPanel({ schools }: { schools: readonly School[] }) {
  const { t } = useTranslation('study');
  const headingId = useId();
  const create = useCreate(schoolEntity);
  const createError = useFailureText(create.error);
  const deletion = useDeleteConfirm<School>('schools', useRemove(schoolEntity));
  const rename = useUpdate(schoolEntity);
  const renaming = useRename<School>('schools', rename, (school, name, done) =>
    rename.mutate({ id: school.id, changes: { name } }, { onSuccess: done }),
  );

  return (
    <section aria-labelledby={headingId} className={CARD}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('schools.heading')}
      </h2>
      <AddByNameForm
        part="schools"
        pending={create.isPending}
        error={createError}
        onAdd={(name, done) => create.mutate({ name }, { onSuccess: done })}
      />
      {schools.length === 0 ? (
        <p className="mt-4 text-slate-700">{t('schools.none')}</p>
      ) : (
        <div className="mt-4">
          <StudyTable
            nameHeader={t('schools.name')}
            columns={[
              { header: t('columns.classes'), numeric: true, cell: (school) => school.classCount },
              {
                header: t('columns.responses'),
                numeric: true,
                cell: (school) => school.responseCount,
              },
            ]}
            rows={schools}
            actions={(school) => (
              <>
                {school.classCount > 0 && (
                  <Link to={`/admin/study/sheets?school=${school.id}`} className={LINK}>
                    {t('schools.sheets', { name: school.name })}
                  </Link>
                )}
                <RowActionButton
                  action="rename"
                  part="schools"
                  name={school.name}
                  onClick={() => renaming.ask(school)}
                />
                <RowActionButton
                  action="delete"
                  part="schools"
                  name={school.name}
                  onClick={() => deletion.ask(school)}
                />
              </>
            )}
          />
        </div>
      )}
      {deletion.dialog}
      {renaming.dialog}
    </section>
  );
}
