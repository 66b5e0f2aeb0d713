import {
  CATEGORIES,
  CATEGORY_LABELS,
  QUALITY_FLAG_KINDS,
  QUESTION_COUNT,
  type AdminSurveyResult,
  type QualityFlagKind,
} from '@prca/core';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../../components/ui/badge';
import { useLanguage } from '../../../../../i18n/use-language';
import { formatDuration, useFormat } from '../../../../../lib/format';
import { speedingRaisedText } from '../../speeding-text';

/**
 * Each data-quality flag of a response in plain words, with the values that decided it (issue
 * 17): a researcher judges the response from these before keeping or excluding it.
 */
export function FlagExplanations({ survey }: { survey: AdminSurveyResult }) {
  const { t } = useTranslation('quality');
  return (
    <dl className="space-y-3">
      {QUALITY_FLAG_KINDS.map((kind) => (
        <div key={kind} className="rounded-lg border border-slate-200 p-3">
          <dt className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            {t(`kind.${kind}`)}
            <Badge tone={survey.flags[kind] ? 'yellow' : 'grey'}>
              {t(survey.flags[kind] ? 'raised' : 'notRaised')}
            </Badge>
          </dt>
          <dd className="mt-1 text-slate-800">
            <Explanation kind={kind} survey={survey} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Explanation({ kind, survey }: { kind: QualityFlagKind; survey: AdminSurveyResult }) {
  const { t } = useTranslation('quality');
  const { pick } = useLanguage();
  const format = useFormat();
  const { flags } = survey;
  const raised = flags[kind] ? 'raised' : 'clear';
  switch (kind) {
    case 'straightLining':
      return t(`explain.straightLining.${raised}`, {
        run: flags.longestRun,
        total: QUESTION_COUNT,
      });
    case 'inconsistent': {
      const gaps = CATEGORIES.map((category) =>
        t('explain.gap', {
          context: pick(CATEGORY_LABELS[category]),
          gap: format.decimal(flags.contextGaps[category], 2),
        }),
      ).join('; ');
      return t(`explain.inconsistent.${raised}`, {
        count: flags.inconsistentContexts,
        gaps,
      });
    }
    case 'speeding':
      if (flags.completionSeconds === null) return t('explain.speeding.untimed');
      if (flags.speedingLimitSeconds === null) {
        return t('explain.speeding.noLimit', {
          time: formatDuration(flags.completionSeconds),
        });
      }
      return t(`explain.speeding.${raised === 'raised' ? speedingRaisedText(survey) : 'clear'}`, {
        time: formatDuration(flags.completionSeconds),
        limit: formatDuration(flags.speedingLimitSeconds),
      });
    case 'duplicate':
      return t(`explain.duplicate.${raised}`, { id: flags.duplicateOf ?? '' });
  }
}
