import {
  LAB_RESULTS_IDLE_SECONDS,
  LAB_STILL_THERE_SECONDS,
  LAB_SURVEY_IDLE_SECONDS,
} from '@prca/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsDraft } from '../settings-rules';
import { NumberSetting } from './number-setting';

type LabDraft = Pick<
  SettingsDraft,
  'labModeDefault' | 'labResultsIdleSeconds' | 'labSurveyIdleSeconds'
>;

/**
 * Lab mode (shared school computers, issue 27): whether a class link opens in it unless it says
 * `lab=0`, and the two idle times after which the screen returns to a fresh start.
 */
export function LabModeSetting({
  draft,
  problems,
  onChange,
}: {
  draft: LabDraft;
  problems: { labResultsIdleSeconds: boolean; labSurveyIdleSeconds: boolean };
  onChange: (changes: Partial<LabDraft>) => void;
}) {
  const { t } = useTranslation('settings');
  const id = useId();
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{t('lab.intro')}</p>
      <div>
        <div className="flex items-center gap-3">
          <input
            id={id}
            type="checkbox"
            checked={draft.labModeDefault}
            onChange={(event) => onChange({ labModeDefault: event.target.checked })}
            aria-describedby={`${id}-hint`}
            className="h-5 w-5 shrink-0 cursor-pointer accent-blue-700"
          />
          <label htmlFor={id} className="cursor-pointer font-medium text-slate-900">
            {t('lab.default')}
          </label>
        </div>
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
          {t('lab.defaultHint')}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberSetting
          label={t('lab.resultsIdle')}
          hint={t('lab.resultsIdleHint', LAB_RESULTS_IDLE_SECONDS)}
          invalid={
            problems.labResultsIdleSeconds ? t('lab.invalid', LAB_RESULTS_IDLE_SECONDS) : null
          }
          range={LAB_RESULTS_IDLE_SECONDS}
          value={draft.labResultsIdleSeconds}
          onChange={(labResultsIdleSeconds) => onChange({ labResultsIdleSeconds })}
        />
        <NumberSetting
          label={t('lab.surveyIdle')}
          hint={t('lab.surveyIdleHint', {
            ...LAB_SURVEY_IDLE_SECONDS,
            wait: LAB_STILL_THERE_SECONDS,
          })}
          invalid={problems.labSurveyIdleSeconds ? t('lab.invalid', LAB_SURVEY_IDLE_SECONDS) : null}
          range={LAB_SURVEY_IDLE_SECONDS}
          value={draft.labSurveyIdleSeconds}
          onChange={(labSurveyIdleSeconds) => onChange({ labSurveyIdleSeconds })}
        />
      </div>
    </div>
  );
}
