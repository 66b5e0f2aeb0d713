import type { School } from '@prca/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { CARD } from '../../../../components/ui/card';
import { ErrorNote } from '../../../../components/ui/feedback';
import { LINK } from '../../../../components/ui/link';
import { TextField } from '../../../../components/ui/text-field';
import { TABLE, TD, TH, NUMERIC } from '../../../../components/ui/data-table';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useFailureText } from '../../hooks/use-failure-message';
import { useCreateSchool } from '../api/create-school';
import { useDeleteSchool } from '../api/delete-school';

/** The schools: a form for a new one, and each with its counts, its sheets and a delete. */
export function SchoolsPanel({ schools }: { schools: readonly School[] }) {
  const { t } = useTranslation('study');
  const headingId = useId();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<School | null>(null);
  const create = useCreateSchool();
  const remove = useDeleteSchool();
  const createError = useFailureText(create.error);
  const deleteError = useFailureText(remove.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setProblem(t('errors.nameRequired'));
    setProblem(null);
    create.mutate({ name: name.trim() }, { onSuccess: () => setName('') });
  };

  return (
    <section aria-labelledby={headingId} className={CARD}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('schools.heading')}
      </h2>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-wrap items-end gap-3">
        <TextField
          className="min-w-0 flex-1 basis-64"
          label={t('schools.name')}
          hint={t('schools.nameHint')}
          error={problem}
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="off"
        />
        <Button type="submit" disabled={create.isPending} busy={create.isPending}>
          {t('schools.add')}
        </Button>
      </form>
      <ErrorNote message={createError} className="mt-3" />
      {schools.length === 0 ? (
        <p className="mt-4 text-slate-700">{t('schools.none')}</p>
      ) : (
        <div className="relative mt-4 overflow-x-auto">
          <table className={TABLE}>
            <thead>
              <tr>
                <th scope="col" className={TH}>
                  {t('schools.name')}
                </th>
                <th scope="col" className={`${TH} ${NUMERIC}`}>
                  {t('columns.classes')}
                </th>
                <th scope="col" className={`${TH} ${NUMERIC}`}>
                  {t('columns.responses')}
                </th>
                <th scope="col" className={TH}>
                  <span className="sr-only">{t('columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {schools.map((school) => (
                <tr key={school.id}>
                  <th scope="row" className={`${TD} font-semibold`}>
                    {school.name}
                  </th>
                  <td className={`${TD} ${NUMERIC}`}>{school.classCount}</td>
                  <td className={`${TD} ${NUMERIC}`}>{school.responseCount}</td>
                  <td className={`${TD} whitespace-nowrap`}>
                    <div className="flex flex-wrap items-center gap-3">
                      {school.classCount > 0 && (
                        <Link to={`/admin/study/sheets?school=${school.id}`} className={LINK}>
                          {t('schools.sheets', { name: school.name })}
                        </Link>
                      )}
                      <Button
                        size="small"
                        variant="dangerOutline"
                        aria-label={t('schools.deleteNamed', { name: school.name })}
                        onClick={() => {
                          remove.reset();
                          setDeleting(school);
                        }}
                      >
                        {t('delete')}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('schools.deleteTitle', { name: deleting?.name ?? '' })}
        confirmLabel={t('delete')}
        pending={remove.isPending}
        error={deleteError}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })
        }
      >
        <p>{t('schools.deleteBody')}</p>
      </ConfirmDialog>
    </section>
  );
}
