import {
  CATEGORIES,
  type AdminSurveyResult,
  QUESTION_KEYS,
  interpretSubscore,
  type Demographics,
  type ResponsesRecord,
  type StoredSurveyResult,
  type SubmissionResult,
  type Subscores,
  type TotalLevel,
} from '@prca/core';
import { flagsOf, overrideOf, speedingRuleOf } from '../../quality/columns';
import type { SurveyResponseRow } from './repository';

/*
 * The one mapping from a stored response (a survey_responses row) to what the API shows of it:
 * the respondent's result, an admin's view, the exports and the results summary all use it.
 */

type SubscoreColumns = Pick<
  SurveyResponseRow,
  'groupDiscussion' | 'meetings' | 'interpersonal' | 'publicSpeaking'
>;

export function subscoresOf(row: SubscoreColumns): Subscores {
  return {
    groupDiscussion: row.groupDiscussion,
    meetings: row.meetings,
    interpersonal: row.interpersonal,
    publicSpeaking: row.publicSpeaking,
  };
}

function interpretationOf(row: SurveyResponseRow, subscores: Subscores) {
  const contexts = Object.fromEntries(
    CATEGORIES.map((category) => [category, interpretSubscore(category, subscores[category])]),
  ) as Record<keyof Subscores, ReturnType<typeof interpretSubscore>>;
  return { overall: row.interpretation as TotalLevel, ...contexts };
}

export function toSubmissionResult(row: SurveyResponseRow): SubmissionResult {
  const subscores = subscoresOf(row);
  return {
    id: row.id,
    timestamp: row.createdAt.toISOString(),
    totalScore: row.totalScore,
    averageScore: row.totalScore / 4,
    subscores,
    interpretation: interpretationOf(row, subscores),
  };
}

type DemographicColumns = Pick<
  SurveyResponseRow,
  'grade' | 'gender' | 'participation' | 'awareness' | 'causes' | 'impactLevel'
> & { causesOtherText?: string | null };

/** Every demographic field as stored, `causesOtherText` null when none was written (exports). */
export function storedDemographicsOf(
  row: DemographicColumns,
): Omit<Demographics, 'causesOtherText'> & { causesOtherText: string | null } {
  return {
    // The database's check constraints hold these to core's enumerations.
    grade: row.grade as Demographics['grade'],
    gender: row.gender as Demographics['gender'],
    participation: row.participation as Demographics['participation'],
    awareness: row.awareness as Demographics['awareness'],
    causes: row.causes as Demographics['causes'],
    causesOtherText: row.causesOtherText ?? null,
    impact_level: row.impactLevel as Demographics['impact_level'],
  };
}

/** The demographics as a submission gives them: no `causesOtherText` when none was written. */
export function demographicsOf(row: DemographicColumns): Demographics {
  const demographics: Partial<ReturnType<typeof storedDemographicsOf>> = storedDemographicsOf(row);
  if (!demographics.causesOtherText) delete demographics.causesOtherText;
  return demographics as Demographics;
}

export function responsesOf(answers: readonly number[]): ResponsesRecord {
  return Object.fromEntries(
    QUESTION_KEYS.map((key, index) => [key, answers[index]]),
  ) as ResponsesRecord;
}

/** A stored response in the server form of SPEC.md section 3; the e-mail is never included. */
export function toStoredResult(row: SurveyResponseRow): StoredSurveyResult {
  const { totalScore, averageScore, subscores, interpretation, timestamp } =
    toSubmissionResult(row);
  return {
    _id: row.id,
    id: row.id,
    timestamp,
    demographics: demographicsOf(row),
    responses: responsesOf(row.answers),
    scores: { totalScore, averageScore, subscores },
    interpretation,
  };
}

/** The names of a response's class, school and wave (read beside the response). */
export interface StudyNames {
  schoolName: string;
  className: string;
  waveName: string;
}

/**
 * A stored response as an administrator sees it: never an e-mail address (issue 27); whether it
 * was signed in or a guest's results are still kept, the assent it was given under, its
 * class, school and wave (`names` of its class), and the wording its respondent read.
 */
export function toAdminResult(
  row: SurveyResponseRow,
  names: StudyNames | undefined,
  overEnrolment: boolean,
): AdminSurveyResult {
  return {
    ...toStoredResult(row),
    signedIn: row.userId !== null,
    guestKept: row.userId === null && (row.emailHash !== null || row.guestKeyHash !== null),
    consentVersion: row.consentVersion,
    consentAt: row.consentAt?.toISOString() ?? null,
    submittedAfterClassClosed: row.submittedAfterClassClosed,
    overEnrolment,
    schoolId: row.schoolId,
    schoolName: names?.schoolName ?? null,
    classId: row.classId,
    className: names?.className ?? null,
    waveId: row.waveId,
    waveName: names?.waveName ?? null,
    wordingVersion: row.wordingVersion,
    flags: flagsOf(row),
    speedingRule: speedingRuleOf(row),
    qualityOverride: overrideOf(row),
    qualityOverrideReason: row.qualityOverrideReason,
  };
}
