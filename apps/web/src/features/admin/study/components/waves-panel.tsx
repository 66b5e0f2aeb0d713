import type { Wave } from '@prca/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD } from '../../../../components/ui/card';
import { TextField } from '../../../../components/ui/text-field';
import { useFormat } from '../../../../lib/format';
import { useFailureText } from '../../shared/hooks/use-failure-message';
import { waveEntity } from '../../shared/study/study-entities';
import { useCreate, useRemove, useUpdate } from '../api/study-mutations';
import { AddByNameForm } from './add-by-name-form';
import { useDeleteConfirm } from './delete-confirm';
import { useRename } from './rename-dialog';
import { RowActionButton } from './row-action-button';
import { StudyTable } from './study-table';

/** The waves (rounds of data collection): a form for a new one, and each with its dates. */
export function WavesPanel({ waves }: { waves: readonly Wave[] }) {
  const { t } = useTranslation('study');
  const format = useFormat();
  const headingId = useId();
  const [opensOn, setOpensOn] = useState('');
  const [closesOn, setClosesOn] = useState('');
  const [datesProblem, setDatesProblem] = useState<string | null>(null);
  const create = useCreate(waveEntity);
  const createError = useFailureText(create.error);
  const deletion = useDeleteConfirm<Wave>('waves', useRemove(waveEntity));
  const rename = useUpdate(waveEntity);
  const renaming = useRename<Wave>('waves', rename, (wave, name, done) =>
    // PUT replaces every field: the wave keeps its dates as they were.
    rename.mutate(
      { id: wave.id, changes: { name, opensOn: wave.opensOn, closesOn: wave.closesOn } },
      { onSuccess: done },
    ),
  );

  const checkDates = () => {
    const reversed = Boolean(opensOn && closesOn && closesOn < opensOn);
    setDatesProblem(reversed ? t('errors.datesOrder') : null);
    return !reversed;
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
      <AddByNameForm
        part="waves"
        pending={create.isPending}
        error={createError}
        check={checkDates}
        onAdd={(name, done) =>
          create.mutate(
            { name, opensOn: opensOn || null, closesOn: closesOn || null },
            {
              onSuccess: () => {
                done();
                setOpensOn('');
                setClosesOn('');
              },
            },
          )
        }
      >
        <TextField
          type="date"
          label={t('waves.opensOn')}
          value={opensOn}
          onChange={(event) => setOpensOn(event.target.value)}
        />
        <TextField
          type="date"
          label={t('waves.closesOn')}
          error={datesProblem}
          value={closesOn}
          onChange={(event) => setClosesOn(event.target.value)}
        />
      </AddByNameForm>
      {waves.length === 0 ? (
        <p className="mt-4 text-slate-700">{t('waves.none')}</p>
      ) : (
        <div className="mt-4">
          <StudyTable
            nameHeader={t('waves.name')}
            columns={[
              { header: t('columns.dates'), cell: period },
              { header: t('columns.classes'), numeric: true, cell: (wave) => wave.classCount },
              { header: t('columns.responses'), numeric: true, cell: (wave) => wave.responseCount },
            ]}
            rows={waves}
            actions={(wave) => (
              <>
                <RowActionButton
                  action="rename"
                  part="waves"
                  name={wave.name}
                  onClick={() => renaming.ask(wave)}
                />
                <RowActionButton
                  action="delete"
                  part="waves"
                  name={wave.name}
                  onClick={() => deletion.ask(wave)}
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
