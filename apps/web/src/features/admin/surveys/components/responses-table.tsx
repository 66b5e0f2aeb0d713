import { REPORT_BANDS, TOTAL_LEVEL_LABELS, reportBand } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { ColumnHeaders, ScrollRegion, TABLE, TD } from '../../../../components/ui/data-table';
import { useLanguage } from '../../../../i18n/use-language';
import { useFormat } from '../../../../lib/format';
import type { AdminSurveyResult } from '../api/get-admin-survey';
import { AssentText } from './assent-text';
import type { LevelReading } from './level-reading-choice';
import { FlagBadges } from './quality/flag-badges';

const CHECKBOX = 'h-5 w-5 accent-blue-700';

/**
 * One row per response, newest first. With `selected`, each row has a checkbox and the header
 * one for the whole page (for those who may delete).
 */
export function ResponsesTable({
  surveys,
  reading,
  selected,
  onSelect,
  onOpen,
}: {
  surveys: AdminSurveyResult[];
  reading: LevelReading;
  selected: ReadonlySet<string> | null;
  onSelect: (ids: string[], on: boolean) => void;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('admin');
  const allSelected =
    selected !== null && surveys.length > 0 && surveys.every((survey) => selected.has(survey.id));
  const columns = [
    'submitted',
    'school',
    'class',
    'wave',
    'grade',
    'gender',
    'total',
    'interpretation',
    'quality',
    'assent',
    'details',
  ] as const;
  // Eleven columns do not fit a phone: the table scrolls sideways within its named region.
  return (
    <ScrollRegion label={t('surveys.table.caption')}>
      <table className={TABLE}>
        <caption className="sr-only">{t('surveys.table.caption')}</caption>
        <ColumnHeaders
          headers={[
            ...(selected
              ? [
                  <input
                    key="all"
                    type="checkbox"
                    checked={allSelected}
                    onChange={(event) =>
                      onSelect(
                        surveys.map((survey) => survey.id),
                        event.target.checked,
                      )
                    }
                    aria-label={t('surveys.table.selectPage')}
                    className={CHECKBOX}
                  />,
                ]
              : []),
            ...columns.map((column) =>
              column === 'interpretation' && reading === 'bands'
                ? t('levelReading.column')
                : t(`surveys.table.${column}`),
            ),
          ]}
        />
        <tbody>
          {surveys.map((survey) => (
            <ResponseRow
              key={survey.id}
              survey={survey}
              reading={reading}
              selected={selected ? selected.has(survey.id) : null}
              onSelect={(on) => onSelect([survey.id], on)}
              onOpen={() => onOpen(survey.id)}
            />
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** The report band of a response's total with its range, for the band's label. */
function bandRange(survey: AdminSurveyResult) {
  const band = REPORT_BANDS.find(
    (candidate) => candidate.band === reportBand(survey.scores.totalScore),
  )!;
  return { min: band.min, max: band.max };
}

function ResponseRow({
  survey,
  reading,
  selected,
  onSelect,
  onOpen,
}: {
  survey: AdminSurveyResult;
  reading: LevelReading;
  selected: boolean | null;
  onSelect: (on: boolean) => void;
  onOpen: () => void;
}) {
  const { t } = useTranslation(['admin', 'survey']);
  const { pick } = useLanguage();
  const format = useFormat();
  const submitted = format.dateTime(survey.timestamp);
  const { demographics } = survey;
  return (
    <tr className={selected ? 'bg-blue-50' : undefined}>
      {selected !== null && (
        <td className={TD}>
          <input
            type="checkbox"
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            aria-label={t('admin:surveys.table.selectOne', { date: submitted })}
            className={CHECKBOX}
          />
        </td>
      )}
      <th scope="row" className={`${TD} font-medium text-slate-900`}>
        {submitted}
      </th>
      <td className={TD}>{survey.schoolName ?? t('admin:surveys.noClass')}</td>
      <td className={TD}>
        {survey.className ?? t('admin:surveys.noClass')}
        {survey.submittedAfterClassClosed && (
          <Badge tone="yellow" className="mt-1 block">
            {t('admin:surveys.afterClosed')}
          </Badge>
        )}
        {survey.overEnrolment && (
          <Badge tone="yellow" className="mt-1 block">
            {t('admin:surveys.overEnrolment')}
          </Badge>
        )}
      </td>
      <td className={TD}>{survey.waveName ?? t('admin:surveys.noClass')}</td>
      <td className={TD}>{t(`survey:options.grade.${demographics.grade}`)}</td>
      <td className={TD}>{t(`survey:options.gender.${demographics.gender}`)}</td>
      <td className={`${TD} tabular-nums`}>{survey.scores.totalScore}</td>
      <td className={TD}>
        {reading === 'bands'
          ? t('admin:levelReading.band.' + reportBand(survey.scores.totalScore), bandRange(survey))
          : pick(TOTAL_LEVEL_LABELS[survey.interpretation.overall])}
      </td>
      <td className={TD}>
        <FlagBadges survey={survey} />
      </td>
      <td className={TD}>
        <AssentText survey={survey} />
      </td>
      <td className={TD}>
        <Button variant="secondary" size="small" onClick={onOpen}>
          {t('admin:surveys.table.view')}
          <span className="sr-only"> {submitted}</span>
        </Button>
      </td>
    </tr>
  );
}
