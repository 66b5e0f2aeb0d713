import type { ChangeAnalytics, Wave } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { LabelledSelect } from '../../../../components/ui/labelled-select';
import { useSurveySettings } from '../../../../lib/survey-settings';
import { EmptyNote } from '../../shared/components/empty-note';
import { LoadingLine } from '../../shared/components/load-state';
import { useFilters } from '../../shared/filters/use-filters';
import { useWaves } from '../../shared/study/study-entities';
import { useChange } from '../api/get-change';
import { chosenWaves, chronological } from '../choice/change-choice';
import { useChangeChoice } from '../choice/use-change-choice';
import { ChangeChart } from './change-chart';
import { ChangeScores } from './change-scores';
import { MatchReport } from './match-report';
import { StatisticsFailure } from './statistics-failure';

/**
 * The change between two waves (issue 32): the students matched by their linking codes, how
 * well they matched, and each score's paired change. The waves are the tab's own choice (in
 * the address); the filter bar's other filters choose the pairs by their earlier response.
 */
export function ChangeView() {
  const { t } = useTranslation('statistics');
  const waves = useWaves();
  const { choice, choose } = useChangeChoice();
  const ordered = chronological(waves.data ?? []);
  const pair = chosenWaves(choice, ordered);
  const { data, isFetching, isError, refetch } = useChange(pair);
  const linking = (useSurveySettings().settings?.linkQuestionKeys.length ?? 0) > 0;
  const waveFiltered = useFilters().filters.wave !== undefined;
  if (waves.isPending) return <LoadingLine />;
  if (waves.isError) return <StatisticsFailure onRetry={() => void waves.refetch()} />;
  if (!pair) return <EmptyNote>{t('change.fewerThanTwoWaves')}</EmptyNote>;
  const same = pair.fromWave === pair.toWave;
  return (
    <div className="space-y-6" data-testid="change">
      <WaveChoices
        waves={ordered}
        fromWave={pair.fromWave}
        toWave={pair.toWave}
        onChange={(change) => choose(change, pair)}
      />
      {!linking && <p className="text-sm text-slate-700">{t('change.linkingOff')}</p>}
      {waveFiltered && <p className="text-sm text-slate-700">{t('change.waveFilterIgnored')}</p>}
      {same ? (
        <EmptyNote>{t('change.sameWave')}</EmptyNote>
      ) : isFetching && !data ? (
        <LoadingLine />
      ) : isError && !isFetching ? (
        <StatisticsFailure onRetry={() => void refetch()} />
      ) : data ? (
        <Change data={data} linking={linking} />
      ) : null}
    </div>
  );
}

function WaveChoices({
  waves,
  fromWave,
  toWave,
  onChange,
}: {
  waves: readonly Wave[];
  fromWave: string;
  toWave: string;
  onChange: (change: { fromWave?: string; toWave?: string }) => void;
}) {
  const { t } = useTranslation('statistics');
  const ids = waves.map((wave) => wave.id);
  const name = (id: string) => waves.find((wave) => wave.id === id)?.name ?? id;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <LabelledSelect
        label={t('change.fromWave')}
        value={fromWave}
        options={ids}
        optionLabel={name}
        onChange={(id) => onChange({ fromWave: id })}
      />
      <LabelledSelect
        label={t('change.toWave')}
        value={toWave}
        options={ids}
        optionLabel={name}
        onChange={(id) => onChange({ toWave: id })}
      />
    </div>
  );
}

function Change({ data, linking }: { data: ChangeAnalytics; linking: boolean }) {
  const { t } = useTranslation('statistics');
  const noPairs = data.pairs.total === 0;
  return (
    <>
      <MatchReport data={data} />
      {noPairs ? (
        <EmptyNote>{linking ? t('change.noPairs') : t('change.noPairsLinkingOff')}</EmptyNote>
      ) : (
        <>
          <ChangeScores scores={data.scores} />
          <ChangeChart scores={data.scores} />
        </>
      )}
    </>
  );
}
