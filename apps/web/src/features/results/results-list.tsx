import { TOTAL_LEVEL_LABELS, interpretTotal } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
import type { LocalSurveyResult } from '../survey/local-results';
import { DataTable, ROW, TD, TD_NUMBER, TH_COLUMN, TH_ROW } from './dashboard-section';
import type { ResultFormat } from './format';
import { LevelBadge } from './score-display';
import type { NumberedResult } from './summarise-results';

/** Every result, newest first: number, date, total and individual interpretation. */
export function ResultsList({
  labelledBy,
  results,
  format,
}: {
  labelledBy: string;
  results: readonly NumberedResult<LocalSurveyResult>[];
  format: ResultFormat;
}) {
  const { t } = useTranslation('results');
  const { pick } = useLanguage();
  return (
    <DataTable labelledBy={labelledBy}>
      <thead>
        <tr>
          <th scope="col" className={`${TH_COLUMN} text-right`}>
            {t('dashboard.list.number')}
          </th>
          <th scope="col" className={TH_COLUMN}>
            {t('dashboard.list.date')}
          </th>
          <th scope="col" className={`${TH_COLUMN} text-right`}>
            {t('dashboard.list.total')}
          </th>
          <th scope="col" className={TH_COLUMN}>
            {t('dashboard.list.interpretation')}
          </th>
        </tr>
      </thead>
      <tbody>
        {results.map(({ number, result }) => {
          const level = interpretTotal(result.totalScore);
          return (
            <tr key={number} className={ROW}>
              <th scope="row" className={`${TH_ROW} text-right tabular-nums`}>
                {format.integer(number)}
              </th>
              <td className={TD}>
                <ResultDate iso={result.timestamp} format={format} />
                {result.pending && (
                  <span className="mt-1 block w-fit rounded border whitespace-nowrap border-amber-400 bg-amber-50 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                    {t('pending')}
                  </span>
                )}
              </td>
              {/* Out of 120 goes without saying here, and the narrow column fits a phone. */}
              <td className={`${TD_NUMBER} font-semibold`}>{format.integer(result.totalScore)}</td>
              <td className={TD}>
                <LevelBadge level={level}>{pick(TOTAL_LEVEL_LABELS[level])}</LevelBadge>
              </td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}

/** Date over time, so that the column stays narrow on a phone. */
function ResultDate({ iso, format }: { iso: string; format: ResultFormat }) {
  const date = format.date(iso);
  if (date === null) return <span>{iso}</span>;
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      <span className="block">{date}</span>
      <span className="block text-slate-600">{format.shortTime(iso)}</span>
    </time>
  );
}
