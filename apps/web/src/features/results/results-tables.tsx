import { TOTAL_LEVEL_LABELS } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
import { DataTable, ROW, TD_NUMBER, TH_COLUMN, TH_ROW } from './dashboard-section';
import type { ResultFormat } from './format';
import { LevelBadge, ScoreBar } from './score-display';
import type { GroupSummary, LevelCount } from './summarise-results';

/** Overall interpretation (individual reading): count and share of each level, with a bar. */
export function DistributionTable({
  labelledBy,
  distribution,
  format,
}: {
  labelledBy: string;
  distribution: readonly LevelCount[];
  format: ResultFormat;
}) {
  const { t } = useTranslation('results');
  const { pick } = useLanguage();
  return (
    <DataTable labelledBy={labelledBy}>
      <thead>
        <tr>
          <th scope="col" className={TH_COLUMN}>
            {t('dashboard.distribution.level')}
          </th>
          <th scope="col" className={`${TH_COLUMN} text-right`}>
            {t('dashboard.distribution.count')}
          </th>
          <th scope="col" className={`${TH_COLUMN} w-2/5 text-right`}>
            {t('dashboard.distribution.percentage')}
          </th>
        </tr>
      </thead>
      <tbody>
        {distribution.map(({ level, count, percentage }) => (
          <tr key={level} className={ROW}>
            <th scope="row" className={TH_ROW}>
              <LevelBadge level={level}>{pick(TOTAL_LEVEL_LABELS[level])}</LevelBadge>
            </th>
            <td className={TD_NUMBER}>{format.integer(count)}</td>
            <td className={TD_NUMBER}>
              {format.percent(percentage)}
              <ScoreBar value={percentage} max={100} level={level} className="mt-1" />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** Count and mean total of each grade or gender present in the results. */
export function BreakdownTable({
  labelledBy,
  groupHeader,
  groups,
  labelOf,
  format,
}: {
  labelledBy: string;
  groupHeader: string;
  groups: readonly GroupSummary[];
  labelOf: (key: string) => string;
  format: ResultFormat;
}) {
  const { t } = useTranslation('results');
  return (
    <DataTable labelledBy={labelledBy}>
      <thead>
        <tr>
          <th scope="col" className={TH_COLUMN}>
            {groupHeader}
          </th>
          <th scope="col" className={`${TH_COLUMN} text-right`}>
            {t('dashboard.breakdown.count')}
          </th>
          <th scope="col" className={`${TH_COLUMN} text-right`}>
            {t('dashboard.breakdown.averageTotal')}
          </th>
        </tr>
      </thead>
      <tbody>
        {groups.map((group) => (
          <tr key={group.key} className={ROW}>
            <th scope="row" className={TH_ROW}>
              {labelOf(group.key)}
            </th>
            <td className={TD_NUMBER}>{format.integer(group.count)}</td>
            <td className={TD_NUMBER}>{format.decimal(group.averageTotal)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
