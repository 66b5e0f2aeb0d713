import { linkAnswersOf } from '../state/link-answers';
import type { SurveyProgress } from '../state/survey-progress';
import { guestKey } from './guest-key';

/** The body of POST /api/surveys, as the browser builds it and keeps it while offline. */
export interface SurveyPayload {
  id: string;
  sessionId: string;
  startedAt?: string;
  demographics: Record<string, unknown>;
  responses: Record<string, number>;
  email?: string;
  guestKey?: string;
  locale: 'vi' | 'en';
  /** The class the respondent confirmed; a queued submission keeps it. */
  classCode?: string;
  /** The information sheet's version assented to; none for a progress from before the sheet. */
  consentVersion?: number;
  /** The answers to the linking questions, when the student was asked them (issue 32). */
  link?: Record<string, string | number>;
}

export function buildPayload(
  progress: SurveyProgress,
  email: string | null,
  locale: 'vi' | 'en',
): SurveyPayload {
  const { partA, partB } = progress;
  return {
    id: progress.responseId,
    sessionId: progress.sessionId,
    ...(progress.startedAt ? { startedAt: progress.startedAt } : {}),
    demographics: {
      ...partA,
      awareness: partB.awareness,
      causes: partB.causes,
      ...(partB.causes.includes('other') ? { causesOtherText: partB.causesOtherText.trim() } : {}),
      impact_level: partB.impact_level,
    },
    responses: progress.answers,
    ...(email ? { email, guestKey: guestKey() } : {}),
    locale,
    ...(progress.consentVersion === undefined ? {} : { consentVersion: progress.consentVersion }),
    ...(progress.link ? { link: linkAnswersOf(progress.link) } : {}),
  };
}
