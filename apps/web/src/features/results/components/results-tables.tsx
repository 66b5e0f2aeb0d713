import { TOTAL_LEVEL_LABELS } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { ColumnHeaders, NUMERIC, ScrollingTable, TD } from '../../../components/ui/data-table';
import { useLanguage } from '../../../i18n/use-language';
import type { Format } from '../../../lib/format';
import type { GroupSummary, LevelCount } from '../summarise-results';
import { LevelBadge, ScoreBar } from './score-display';

/** Overall interpretation (individual reading): count and share of each level, with a bar. */
export function DistributionTable({
  labelledBy,
  distribution,
  format,
}: {
  labelledBy: string;
  distribution: readonly LevelCount[];
  format: Format;
}) {
  const { t } = useTranslation('results');
  const { pick } = useLanguage();
  return (
    <ScrollingTable labelledBy={labelledBy}>
      <ColumnHeaders
        headers={[
          t('dashboard.distribution.level'),
          t('dashboard.distribution.count'),
          t('dashboard.distribution.percentage'),
        ]}
        numeric={[1, 2]}
        wide={2}
      />
      <tbody>
        {distribution.map(({ level, count, percentage }) => (
          <tr key={level}>
            <th scope="row" className={TD}>
              <LevelBadge level={level}>{pick(TOTAL_LEVEL_LABELS[level])}</LevelBadge>
            </th>
            <td className={`${TD} ${NUMERIC}`}>{format.integer(count)}</td>
            <td className={`${TD} ${NUMERIC}`}>
              {format.percent(percentage)}
              <ScoreBar value={percentage} max={100} level={level} className="mt-1" />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
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
  format: Format;
}) {
  const { t } = useTranslation('results');
  return (
    <ScrollingTable labelledBy={labelledBy}>
      <ColumnHeaders
        headers={[
          groupHeader,
          t('dashboard.breakdown.count'),
          t('dashboard.breakdown.averageTotal'),
        ]}
        numeric={[1, 2]}
      />
      <tbody>
        {groups.map((group) => (
          <tr key={group.key}>
            <th scope="row" className={`${TD} font-medium text-slate-900`}>
              {labelOf(group.key)}
            </th>
            <td className={`${TD} ${NUMERIC}`}>{format.integer(group.count)}</td>
            <td className={`${TD} ${NUMERIC}`}>{format.decimal(group.averageTotal)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}
