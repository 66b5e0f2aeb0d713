import {
  COMPLETION_RATE,
  INSTRUMENT_WORDING_VERSION,
  SURVEY_SESSION_WINDOW_DAYS,
  answersFromResponses,
  qualityFlags,
  summariseResults,
  scoreSurvey,
  type Locale,
  type SubmissionResult,
  type SurveyPage,
  type SurveySubmission,
  type resultsSummarySchema,
} from '@prca/core';
import type { z } from 'zod';
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { ApiError } from '../../http/errors';
import type { AuditLog } from '../../audit/audit-log';
import type { ClassLookupService } from '../classes/service';
import type { ConsentVersions } from '../settings/consent-versions';
import type { SettingsRepository } from '../settings/repository';
import { qualityColumns } from '../../quality/columns';
import type { IdentityHasher } from '../../identity/hasher';
import { hashGuestKey, newGuestKey } from './guest-key';
import type { NewSurveyResponse, SurveyRepository, SurveyResponseRow } from './repository';
import { SubmissionConflictError, type QualityOf } from './store-responses';
import { createResponseClassRule, type ClassOfResponse } from './response-class';
import { linkCodesOf, type LinkCode } from './link-codes';
import { demographicsOf, subscoresOf, toStoredResult, toSubmissionResult } from './mapping';

// A start time from the browser is trusted only within the session window (clock skew, offline
// days).
const MAX_SURVEY_AGE_MS = SURVEY_SESSION_WINDOW_DAYS * 24 * 60 * 60 * 1000;

function clampStart(startedAt: string | undefined, now: Date): Date {
  if (!startedAt) return now;
  const time = new Date(startedAt).getTime();
  return new Date(Math.min(now.getTime(), Math.max(time, now.getTime() - MAX_SURVEY_AGE_MS)));
}

export type SurveySummary = z.output<typeof resultsSummarySchema>;

/** Who submits: a signed-in respondent, or a guest (whose browser holds a guest key). */
export type Submitter = { userId: string } | { guestKey: string | undefined };

function toRow(
  submission: SurveySubmission,
  locale: Locale,
  now: Date,
  owner: { userId: string | null; guestKeyHash: string | null; emailHash: string | null },
  studyClass: ClassOfResponse | null,
): NewSurveyResponse {
  const answers = answersFromResponses(submission.responses);
  const score = scoreSurvey(submission.responses);
  const { demographics } = submission;
  return {
    id: submission.id ?? randomUUID(),
    createdAt: now,
    // With a session, the repository takes the session's start instead.
    startedAt: submission.startedAt ? clampStart(submission.startedAt, now) : null,
    sessionId: submission.sessionId ?? null,
    userId: owner.userId,
    emailHash: owner.emailHash,
    guestKeyHash: owner.guestKeyHash,
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
    classId: studyClass?.studyClass.classId ?? null,
    schoolId: studyClass?.studyClass.schoolId ?? null,
    waveId: studyClass?.studyClass.waveId ?? null,
    wordingVersion: submission.wordingVersion ?? INSTRUMENT_WORDING_VERSION,
    consentVersion: submission.consentVersion ?? null,
    // Assent is the survey's start (the sheet's "I agree" begins it).
    consentAt:
      submission.consentVersion === undefined ? null : clampStart(submission.startedAt, now),
    submittedAfterClassClosed: studyClass?.afterClosing ?? false,
    qualityOverride: null,
    qualityOverrideReason: null,
  };
}

/** Same answers and demographics: a retry of the same submission, not a new one. */
function isSameSubmission(row: NewSurveyResponse, existing: SurveyResponseRow): boolean {
  return (
    isDeepStrictEqual(existing.answers, row.answers) &&
    isDeepStrictEqual(demographicsOf(existing), demographicsOf(row))
  );
}

export function createSurveyService(
  repository: SurveyRepository,
  settings: Pick<SettingsRepository, 'get'>,
  classLookup: Pick<ClassLookupService, 'forResponse'>,
  identity: Pick<IdentityHasher, 'emailHash' | 'linkHash'>,
  consentVersions: Pick<ConsentVersions, 'exists' | 'find'>,
  audit: AuditLog,
) {
  const classOf = createResponseClassRule(classLookup, repository);

  /**
   * What is kept of a guest's e-mail: its keyed hash, and only where the identity mode asks
   * for one (in `anonymous` an address sent anyway is checked, then dropped).
   */
  async function emailHashOf(submission: SurveySubmission, userId: string | null) {
    if (userId || !submission.email) return null;
    if ((await settings.get('respondentIdentity')) === 'anonymous') return null;
    return identity.emailHash(submission.email);
  }

  /**
   * The linking code's hashes to keep (issue 32). While the study links its waves the answers
   * are required, except from a student whose sheet predates linking (a submission queued
   * before it was turned on: never asked, so not refused); while it does not, answers sent
   * anyway (queued before it was turned off) are dropped unread.
   */
  async function linkCodesToKeep(submission: SurveySubmission): Promise<LinkCode[]> {
    if (!(await settings.get('linkWaves'))) return [];
    if (submission.link) return linkCodesOf(submission.link, identity);
    const assented =
      submission.consentVersion === undefined
        ? undefined
        : await consentVersions.find(submission.consentVersion);
    if (assented && !assented.linkWaves) return [];
    throw new ApiError(400, 'link.required', { field: 'link' });
  }

  /**
   * The data-quality flags of a new response (issue 17): the median it is timed against is read
   * before it is stored, the earlier response it repeats as it is stored (store-responses.ts);
   * the respondent is told nothing of them.
   */
  async function qualityOfNew(row: NewSurveyResponse): Promise<QualityOf> {
    const thresholds = await settings.get('qualityThresholds');
    const medianSeconds =
      thresholds.speedingRule === 'waveMedian'
        ? await repository.speedingMedianSeconds(row.waveId)
        : null;
    return {
      duplicateWindowHours: thresholds.duplicateWindowHours,
      columns: (completionSeconds, duplicateOf) =>
        qualityColumns(
          qualityFlags(
            { answers: row.answers, completionSeconds, medianSeconds, duplicateOf },
            thresholds,
          ),
          thresholds,
        ),
    };
  }

  /**
   * A retry of a response stored before the survey or its class closed still gets its answer;
   * anything else gets `refusal`.
   */
  async function storedRetry(submission: SurveySubmission, refusal: ApiError) {
    const stored = submission.id ? await repository.findById(submission.id) : undefined;
    if (!stored) throw refusal;
    return { result: toSubmissionResult(stored), created: false };
  }

  return {
    async submit(
      submission: SurveySubmission,
      locale: Locale,
      submitter: Submitter = { guestKey: undefined },
    ): Promise<{ result: SubmissionResult; created: boolean }> {
      if (!(await settings.get('acceptingResponses'))) {
        return storedRetry(submission, new ApiError(403, 'survey.closed'));
      }
      // Only a version students were shown; none at all is "no assent recorded", never refused.
      if (
        submission.consentVersion !== undefined &&
        !(await consentVersions.exists(submission.consentVersion))
      ) {
        throw new ApiError(400, 'consent.versionUnknown');
      }
      const linkCodes = await linkCodesToKeep(submission);
      let studyClass: ClassOfResponse | null;
      try {
        studyClass = await classOf(submission);
      } catch (error) {
        // A retry of a response stored before its class closed, or before a code was required.
        if (
          error instanceof ApiError &&
          (error.messageKey === 'class.closed' || error.messageKey === 'class.codeRequired')
        ) {
          return storedRetry(submission, error);
        }
        throw error;
      }
      const now = new Date();
      const userId = 'userId' in submitter ? submitter.userId : null;
      // A guest gets a key if the browser brought none: with it, and only with it, the browser
      // reads, finds by e-mail or withdraws its own results.
      const generatedKey = !userId && !submission.guestKey ? newGuestKey() : undefined;
      const guestKey = userId ? undefined : (submission.guestKey ?? generatedKey);
      const row = toRow(
        submission,
        locale,
        now,
        {
          userId,
          guestKeyHash: guestKey ? hashGuestKey(guestKey) : null,
          emailHash: await emailHashOf(submission, userId),
        },
        studyClass,
      );
      const completion = submission.sessionId
        ? { sessionId: submission.sessionId, startedAt: clampStart(submission.startedAt, now) }
        : undefined;
      try {
        const stored = await repository.insertOnce(
          row,
          completion,
          (existing) => isSameSubmission(row, existing),
          await qualityOfNew(row),
          linkCodes,
        );
        const result = toSubmissionResult(stored.row);
        return {
          result: stored.created && generatedKey ? { ...result, guestKey: generatedKey } : result,
          created: stored.created,
        };
      } catch (error) {
        if (error instanceof SubmissionConflictError) throw new ApiError(409, 'survey.idConflict');
        throw error;
      }
    },

    async listForUser(userId: string, page: number, limit: number): Promise<SurveyPage> {
      const { rows, total } = await repository.page({ userId }, page, limit);
      return { surveys: rows.map(toStoredResult), pagination: { page, limit, total } };
    },

    /** A guest's results: the e-mail and the browser's key must both match. */
    async listForGuest(
      email: string,
      guestKey: string | undefined,
      page: number,
      limit: number,
    ): Promise<SurveyPage> {
      if (!guestKey) return { surveys: [], pagination: { page, limit, total: 0 } };
      const { rows, total } = await repository.page(
        { emailHash: identity.emailHash(email), guestKeyHash: hashGuestKey(guestKey) },
        page,
        limit,
      );
      return { surveys: rows.map(toStoredResult), pagination: { page, limit, total } };
    },

    /** The Results tab's figures over an owner's results, computed as the browser does. */
    async summary(
      owner: { userId: string } | { email: string; guestKey: string | undefined },
    ): Promise<SurveySummary> {
      if (!('userId' in owner) && !owner.guestKey) return null;
      const rows = await repository.scoresOf(
        'userId' in owner
          ? owner
          : {
              emailHash: identity.emailHash(owner.email),
              guestKeyHash: hashGuestKey(owner.guestKey!),
            },
      );
      const summary = summariseResults(
        rows.map((row) => ({
          totalScore: row.totalScore,
          subscores: subscoresOf(row),
          demographics: { grade: row.grade, gender: row.gender },
        })),
      );
      return summary && { ...summary, completionRate: COMPLETION_RATE };
    },

    /**
     * A respondent withdraws their own response (issue 27): it leaves every figure at once, and
     * the audit log records that a response was withdrawn, by a respondent, with nothing of it.
     */
    async delete(id: string, owner: { userId: string } | { guestKey: string }): Promise<void> {
      const deleted = await repository.deleteOwned(
        id,
        'userId' in owner ? owner : { guestKeyHash: hashGuestKey(owner.guestKey) },
        (runner) =>
          audit.record({ actorKind: 'respondent', action: 'survey.withdraw', target: id }, runner),
      );
      // Someone else's response and a missing one look the same: nothing to reveal.
      if (!deleted) throw new ApiError(404, 'survey.notFound');
    },

    /** A response, to its owner only; someone else's looks like a missing one. */
    async get(id: string, owner: { userId: string } | { guestKey: string }) {
      const row = await repository.findOwned(
        id,
        'userId' in owner ? owner : { guestKeyHash: hashGuestKey(owner.guestKey) },
      );
      if (!row) throw new ApiError(404, 'survey.notFound');
      return toStoredResult(row);
    },
  };
}

export type SurveyService = ReturnType<typeof createSurveyService>;
