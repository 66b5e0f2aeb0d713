import {
  answersFromResponses,
  scoreSurvey,
  type Locale,
  type SubmissionResult,
  type SurveySubmission,
} from '@prca/core';
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { ApiError } from '../../http/errors';
import {
  SubmissionConflictError,
  type NewSurveyResponse,
  type SurveyRepository,
  type SurveyResponseRow,
} from './repository';
import { demographicsOf, toStoredResult, toSubmissionResult } from './mapping';

// A start time from the browser is trusted only within this window (clock skew, offline days).
const MAX_SURVEY_AGE_MS = 30 * 24 * 60 * 60 * 1000;

function clampStart(startedAt: string | undefined, now: Date): Date {
  if (!startedAt) return now;
  const time = new Date(startedAt).getTime();
  return new Date(Math.min(now.getTime(), Math.max(time, now.getTime() - MAX_SURVEY_AGE_MS)));
}

function toRow(submission: SurveySubmission, locale: Locale, now: Date): NewSurveyResponse {
  const answers = answersFromResponses(submission.responses);
  const score = scoreSurvey(submission.responses);
  const { demographics } = submission;
  return {
    id: submission.id ?? randomUUID(),
    createdAt: now,
    // With a session, the repository takes the session's start instead.
    startedAt: submission.startedAt ? clampStart(submission.startedAt, now) : null,
    sessionId: submission.sessionId ?? null,
    email: submission.email ?? null,
    grade: demographics.grade,
    gender: demographics.gender,
    participation: demographics.participation,
    awareness: demographics.awareness,
    causes: demographics.causes,
    causesOtherText: demographics.causesOtherText ?? null,
    impactLevel: demographics.impact_level,
    answers,
    totalScore: score.totalScore,
    ...score.subscores,
    interpretation: score.interpretation.overall,
    locale,
  };
}

/** Same answers and demographics: a retry of the same submission, not a new one. */
function isSameSubmission(row: NewSurveyResponse, existing: SurveyResponseRow): boolean {
  return (
    isDeepStrictEqual(existing.answers, row.answers) &&
    isDeepStrictEqual(demographicsOf(existing), demographicsOf(row))
  );
}

export function createSurveyService(repository: SurveyRepository) {
  return {
    async submit(
      submission: SurveySubmission,
      locale: Locale,
    ): Promise<{ result: SubmissionResult; created: boolean }> {
      const now = new Date();
      const row = toRow(submission, locale, now);
      const completion = submission.sessionId
        ? { sessionId: submission.sessionId, startedAt: clampStart(submission.startedAt, now) }
        : undefined;
      try {
        const stored = await repository.insertOnce(row, completion, (existing) =>
          isSameSubmission(row, existing),
        );
        return { result: toSubmissionResult(stored.row), created: stored.created };
      } catch (error) {
        if (error instanceof SubmissionConflictError) throw new ApiError(409, 'survey.idConflict');
        throw error;
      }
    },

    async get(id: string) {
      const row = await repository.findById(id);
      if (!row) throw new ApiError(404, 'survey.notFound');
      return toStoredResult(row);
    },
  };
}

export type SurveyService = ReturnType<typeof createSurveyService>;
