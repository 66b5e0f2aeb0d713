import {
  CATEGORIES,
  CATEGORY_LABELS,
  CONTEXT_LEVEL_LABELS,
  TOTAL_LEVEL_LABELS,
  TOTAL_RANGE,
} from '@prca/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../i18n/use-language';
import { useFormat } from '../../../../lib/format';
import type { AdminSurveyResult } from '../api/get-admin-survey';
import { AssentText } from './assent-text';

/**
 * Who answered (as far as the response says: never a name or an e-mail address), under which
 * information sheet, their section B answers, and the scores.
 */
export function ResponseFacts({ survey }: { survey: AdminSurveyResult }) {
  const { t } = useTranslation(['admin', 'survey']);
  const { pick } = useLanguage();
  const format = useFormat();
  const { demographics: d, scores, interpretation } = survey;
  const option = (group: string, value: string) => t(`survey:options.${group}.${value}`);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <dl className="grid grid-cols-[minmax(6rem,max-content)_minmax(0,1fr)] gap-x-4 gap-y-2">
        <Fact label={t('admin:surveys.detail.submitted')}>{format.dateTime(survey.timestamp)}</Fact>
        <Fact label={t('admin:surveys.detail.consentVersion')}>
          <AssentText survey={survey} />
        </Fact>
        <Fact label={t('admin:surveys.detail.consentAt')}>
          {survey.consentAt ? format.dateTime(survey.consentAt) : t('admin:surveys.noClass')}
        </Fact>
        <Fact label={t('admin:surveys.detail.kept')}>
          {t(
            survey.signedIn
              ? 'admin:surveys.detail.accountKept'
              : survey.guestKept
                ? 'admin:surveys.detail.guestKept'
                : 'admin:surveys.detail.notKept',
          )}
        </Fact>
        <Fact label={t('admin:surveys.table.school')}>
          {survey.schoolName ?? t('admin:surveys.noClass')}
        </Fact>
        <Fact label={t('admin:surveys.table.class')}>
          {survey.className ?? t('admin:surveys.noClass')}
          {survey.submittedAfterClassClosed && (
            <p className="mt-1 text-sm">{t('admin:surveys.detail.afterClosed')}</p>
          )}
          {survey.overEnrolment && (
            <p className="mt-1 text-sm">{t('admin:surveys.detail.overEnrolment')}</p>
          )}
        </Fact>
        <Fact label={t('admin:surveys.table.wave')}>
          {survey.waveName ?? t('admin:surveys.noClass')}
        </Fact>
        <Fact label={t('admin:surveys.filters.grade')}>{option('grade', d.grade)}</Fact>
        <Fact label={t('admin:surveys.filters.gender')}>{option('gender', d.gender)}</Fact>
        <Fact label={t('admin:surveys.filters.participation')}>
          {option('participation', d.participation)}
        </Fact>
        <Fact label={t('admin:surveys.detail.awareness')}>{option('awareness', d.awareness)}</Fact>
        <Fact label={t('admin:surveys.detail.causes')}>
          <ul className="list-disc pl-5">
            {d.causes.map((cause) => (
              <li key={cause}>{option('causes', cause)}</li>
            ))}
          </ul>
          {d.causesOtherText && <p className="mt-1 italic">“{d.causesOtherText}”</p>}
        </Fact>
        <Fact label={t('admin:surveys.detail.impact')}>{option('impact', d.impact_level)}</Fact>
      </dl>
      <div>
        <h3 className="text-lg font-semibold text-slate-900">{t('admin:surveys.detail.scores')}</h3>
        <p className="mt-2 text-slate-900">
          <span className="text-2xl font-bold tabular-nums">{scores.totalScore}</span> /{' '}
          {TOTAL_RANGE.max} – {pick(TOTAL_LEVEL_LABELS[interpretation.overall])}
        </p>
        <ul className="mt-3 space-y-1">
          {CATEGORIES.map((category) => (
            <li
              key={category}
              className="flex justify-between gap-4 border-b border-slate-200 py-1"
            >
              <span>{pick(CATEGORY_LABELS[category])}</span>
              <span className="tabular-nums">
                {scores.subscores[category]} ({pick(CONTEXT_LEVEL_LABELS[interpretation[category]])}
                )
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-slate-900">{label}</dt>
      <dd className="min-w-0 text-slate-800 [overflow-wrap:anywhere]">{children}</dd>
    </>
  );
}
