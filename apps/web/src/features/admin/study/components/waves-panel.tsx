import type { Wave } from '@prca/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { CARD } from '../../../../components/ui/card';
import { ErrorNote } from '../../../../components/ui/feedback';
import { NUMERIC, TABLE, TD, TH } from '../../../../components/ui/data-table';
import { TextField } from '../../../../components/ui/text-field';
import { useFormat } from '../../../../lib/format';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useFailureText } from '../../hooks/use-failure-message';
import { useCreateWave } from '../api/create-wave';
import { useDeleteWave } from '../api/delete-wave';

/** The waves (rounds of data collection): a form for a new one, and each with its dates. */
export function WavesPanel({ waves }: { waves: readonly Wave[] }) {
  const { t } = useTranslation('study');
  const format = useFormat();
  const headingId = useId();
  const [name, setName] = useState('');
  const [opensOn, setOpensOn] = useState('');
  const [closesOn, setClosesOn] = useState('');
  const [problems, setProblems] = useState<{ name: string | null; closesOn: string | null }>({
    name: null,
    closesOn: null,
  });
  const [deleting, setDeleting] = useState<Wave | null>(null);
  const create = useCreateWave();
  const remove = useDeleteWave();
  const createError = useFailureText(create.error);
  const deleteError = useFailureText(remove.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      name: name.trim() ? null : t('errors.nameRequired'),
      closesOn: opensOn && closesOn && closesOn < opensOn ? t('errors.datesOrder') : null,
    };
    setProblems(found);
    if (found.name || found.closesOn) return;
    create.mutate(
      { name: name.trim(), opensOn: opensOn || null, closesOn: closesOn || null },
      {
        onSuccess: () => {
          setName('');
          setOpensOn('');
          setClosesOn('');
        },
      },
    );
  };

  const period = (wave: Wave) =>
    wave.opensOn || wave.closesOn
      ? t('waves.period', {
          from: wave.opensOn ? format.day(wave.opensOn) : '…',
          to: wave.closesOn ? format.day(wave.closesOn) : '…',
        })
      : t('waves.noDates');

  return (
    <section aria-labelledby={headingId} className={CARD}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('waves.heading')}
      </h2>
      <p className="mt-1 text-slate-700">{t('waves.intro')}</p>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-3 sm:grid-cols-3">
        <TextField
          label={t('waves.name')}
          hint={t('waves.nameHint')}
          error={problems.name}
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="off"
        />
        <TextField
          type="date"
          label={t('waves.opensOn')}
          value={opensOn}
          onChange={(event) => setOpensOn(event.target.value)}
        />
        <TextField
          type="date"
          label={t('waves.closesOn')}
          error={problems.closesOn}
          value={closesOn}
          onChange={(event) => setClosesOn(event.target.value)}
        />
        <div className="sm:col-span-3">
          <ErrorNote message={createError} className="mb-3" />
          <Button type="submit" disabled={create.isPending} busy={create.isPending}>
            {t('waves.add')}
          </Button>
        </div>
      </form>
      {waves.length === 0 ? (
        <p className="mt-4 text-slate-700">{t('waves.none')}</p>
      ) : (
        <div className="relative mt-4 overflow-x-auto">
          <table className={TABLE}>
            <thead>
              <tr>
                <th scope="col" className={TH}>
                  {t('waves.name')}
                </th>
                <th scope="col" className={TH}>
                  {t('columns.dates')}
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
              {waves.map((wave) => (
                <tr key={wave.id}>
                  <th scope="row" className={`${TD} font-semibold`}>
                    {wave.name}
                  </th>
                  <td className={TD}>{period(wave)}</td>
                  <td className={`${TD} ${NUMERIC}`}>{wave.classCount}</td>
                  <td className={`${TD} ${NUMERIC}`}>{wave.responseCount}</td>
                  <td className={TD}>
                    <Button
                      size="small"
                      variant="dangerOutline"
                      aria-label={t('waves.deleteNamed', { name: wave.name })}
                      onClick={() => {
                        remove.reset();
                        setDeleting(wave);
                      }}
                    >
                      {t('delete')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('waves.deleteTitle', { name: deleting?.name ?? '' })}
        confirmLabel={t('delete')}
        pending={remove.isPending}
        error={deleteError}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })
        }
      >
        <p>{t('waves.deleteBody')}</p>
      </ConfirmDialog>
    </section>
  );
}
