import {
  LAB_RESULTS_IDLE_SECONDS,
  LAB_SURVEY_IDLE_SECONDS,
  RESPONDENT_IDENTITIES,
  type PublicSettings as ServerPublicSettings,
  type RespondentIdentity,
} from '@prca/core';
import {
  isObject,
  readPublicSettings,
  usePublicSettingsState,
  type PublicSettings,
} from './public-settings';

/**
 * The public settings as the survey needs them (issue 27): the information sheet, the identity
 * mode, lab mode's default and idle times, the key that waiting answers are sealed to. What an
 * older server does not say is taken as it behaved; a malformed sheet or key is null (the
 * survey then shows no sheet, and seals to no key) rather than shown or used.
 */
export type SurveySettings = PublicSettings &
  Pick<
    ServerPublicSettings,
    'respondentIdentity' | 'labModeDefault' | 'labResultsIdleSeconds' | 'labSurveyIdleSeconds'
  > & {
    consent: ServerPublicSettings['consent'] | null;
    sealingKey: ServerPublicSettings['sealingKey'] | null;
    /**
     * The keys of the linking questions the server lists (issue 32): none when the study does
     * not link its waves. The survey asks those core defines (`linkQuestionsOf`); core's list
     * stays out of this module, which the landing page loads.
     */
    linkQuestionKeys: readonly string[];
  };

function wholeIn(value: unknown, range: { min: number; max: number; default: number }): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= range.min
    ? Math.min(value, range.max)
    : range.default;
}

function readConsent(value: unknown): SurveySettings['consent'] {
  if (!isObject(value) || !isObject(value.text)) return null;
  const { version, text } = value;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return null;
  if (typeof text.vi !== 'string' || typeof text.en !== 'string') return null;
  return { version, text: { vi: text.vi, en: text.en } };
}

function readSealingKey(value: unknown): SurveySettings['sealingKey'] {
  if (!isObject(value) || typeof value.id !== 'string' || typeof value.publicKey !== 'string') {
    return null;
  }
  return { id: value.id, publicKey: value.publicKey };
}

/** The keys of the questions listed; an older server lists none. */
function readLinkQuestionKeys(value: unknown): readonly string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((question) =>
    isObject(question) && typeof question.key === 'string' ? [question.key] : [],
  );
}

/** Checked by hand, as readPublicSettings is (the survey's first screen loads no zod). */
export function readSurveySettings(data: unknown): SurveySettings | null {
  const base = readPublicSettings(data);
  if (!base || !isObject(data)) return null;
  const identity = data.respondentIdentity;
  return {
    ...base,
    // An older server knows no modes: it asked for an e-mail.
    respondentIdentity: RESPONDENT_IDENTITIES.includes(identity as RespondentIdentity)
      ? (identity as RespondentIdentity)
      : 'email',
    consent: readConsent(data.consent),
    labModeDefault: data.labModeDefault === true,
    labResultsIdleSeconds: wholeIn(data.labResultsIdleSeconds, LAB_RESULTS_IDLE_SECONDS),
    labSurveyIdleSeconds: wholeIn(data.labSurveyIdleSeconds, LAB_SURVEY_IDLE_SECONDS),
    sealingKey: readSealingKey(data.sealingKey),
    linkQuestionKeys: readLinkQuestionKeys(data.linkQuestions),
  };
}

/** The survey's settings: the kept ones at once, the server's when they arrive. */
export function useSurveySettings() {
  return usePublicSettingsState(readSurveySettings);
}
