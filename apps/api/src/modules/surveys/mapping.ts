import {
  CATEGORIES,
  QUESTION_KEYS,
  interpretSubscore,
  type Demographics,
  type ResponsesRecord,
  type StoredSurveyResult,
  type SubmissionResult,
  type Subscores,
  type TotalLevel,
} from '@prca/core';
import type { SurveyResponseRow } from './repository';

function subscoresOf(row: SurveyResponseRow): Subscores {
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

export function demographicsOf(row: DemographicColumns): Demographics {
  return {
    grade: row.grade as Demographics['grade'],
    gender: row.gender as Demographics['gender'],
    participation: row.participation as Demographics['participation'],
    awareness: row.awareness as Demographics['awareness'],
    causes: row.causes as Demographics['causes'],
    ...(row.causesOtherText ? { causesOtherText: row.causesOtherText } : {}),
    impact_level: row.impactLevel as Demographics['impact_level'],
  };
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
