import { CATEGORIES, CATEGORY_LABELS, CONTEXT_THRESHOLDS, type ClassReport } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/ui/data-table';
import { useLanguage } from '../../../../i18n/use-language';
import { useFormat } from '../../../../lib/format';
import { Figure } from '../../shared/components/figure';
import { ReportSection } from './report-section';

/**
 * The four contexts' mean scores (6–30) and the total's (24–120), beside the comparison group
 * (the whole study, or for a counsellor all of their classes) and McCroskey's published norm.
 * The intro gives each context's own cut-offs, as the students' results do (issue 31).
 */
export function ContextsSection({ report }: { report: ClassReport }) {
  const { t } = useTranslation('reports');
  const { pick } = useLanguage();
  const format = useFormat();
  return (
    <ReportSection
      title={t('contexts.heading')}
      intro={t('contexts.intro', {
        cutoffs: CATEGORIES.map((category) =>
          t('contexts.cutoff', {
            context: pick(CATEGORY_LABELS[category]),
            high: CONTEXT_THRESHOLDS[category].highAbove,
            low: CONTEXT_THRESHOLDS[category].lowBelow,
          }),
        ).join('; '),
      })}
    >
      <DataTable
        caption={t('contexts.heading')}
        captionHidden
        columns={[
          {
            header: t('contexts.context'),
            cell: (row) =>
              row.score === 'total' ? t('contexts.total') : pick(CATEGORY_LABELS[row.score]),
          },
          {
            header: t('contexts.here'),
            numeric: true,
            cell: (row) => (
              <Figure value={row.mean} withheld={row.withheld}>
                {(mean) => format.decimal(mean)}
              </Figure>
            ),
          },
          {
            header: t(report.comparison === 'study' ? 'contexts.study' : 'contexts.scope'),
            numeric: true,
            cell: (row) => (
              <Figure value={row.comparison.mean} withheld={row.comparison.withheld}>
                {(mean) => format.decimal(mean)}
              </Figure>
            ),
          },
          {
            header: t('contexts.norm'),
            numeric: true,
            cell: (row) => format.decimal(row.norm.mean),
          },
        ]}
        rows={report.scores}
      />
      <p className="text-sm text-slate-700 print:break-before-avoid print:text-[8.5pt]">
        {t('contexts.normSource')}
      </p>
    </ReportSection>
  );
}
