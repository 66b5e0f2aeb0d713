import { TOTAL_LEVEL_LABELS, interpretTotal } from '@prca/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { ColumnHeaders, NUMERIC, ScrollingTable, TD } from '../../../components/ui/data-table';
import { useLanguage } from '../../../i18n/use-language';
import { isMoment, type Format } from '../../../lib/format';
import type { LocalSurveyResult } from '../../../lib/local-results';
import type { NumberedResult } from '../summarise-results';
import { LevelBadge } from './score-display';

/** Every result, newest first: number, date, total and individual interpretation. */
export function ResultsList({
  labelledBy,
  results,
  format,
  withdraw,
}: {
  labelledBy: string;
  results: readonly NumberedResult<LocalSurveyResult>[];
  format: Format;
  /** A signed-in student's "Withdraw my response" per result. */
  withdraw?: ((responseId: string) => ReactNode) | undefined;
}) {
  const { t } = useTranslation('results');
  const { pick } = useLanguage();
  return (
    <ScrollingTable labelledBy={labelledBy}>
      <ColumnHeaders
        headers={[
          t('dashboard.list.number'),
          t('dashboard.list.date'),
          t('dashboard.list.total'),
          t('dashboard.list.interpretation'),
          ...(withdraw ? [t('dashboard.list.actions')] : []),
        ]}
        numeric={[0, 2]}
      />
      <tbody>
        {results.map(({ number, result }) => {
          const level = interpretTotal(result.totalScore);
          return (
            <tr key={number}>
              <th scope="row" className={`${TD} ${NUMERIC} font-medium text-slate-900`}>
                {format.integer(number)}
              </th>
              <td className={TD}>
                <ResultDate iso={result.timestamp} format={format} />
                {result.pending && (
                  <span className="mt-1 block">
                    <Badge tone="yellow" className="whitespace-nowrap">
                      {t('pending')}
                    </Badge>
                  </span>
                )}
              </td>
              {/* Out of 120 goes without saying here, and the narrow column fits a phone. */}
              <td className={`${TD} ${NUMERIC} font-semibold`}>
                {format.integer(result.totalScore)}
              </td>
              <td className={TD}>
                <LevelBadge level={level}>{pick(TOTAL_LEVEL_LABELS[level])}</LevelBadge>
              </td>
              {withdraw && <td className={`${TD} no-print`}>{withdraw(result.id)}</td>}
            </tr>
          );
        })}
      </tbody>
    </ScrollingTable>
  );
}

/** Date over time, so that the column stays narrow on a phone. */
function ResultDate({ iso, format }: { iso: string; format: Format }) {
  if (!isMoment(iso)) return <span>{iso}</span>;
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      <span className="block">{format.date(iso)}</span>
      <span className="block text-slate-600">{format.shortTime(iso)}</span>
    </time>
  );
}
