import { LINK_QUESTIONS, type Gender } from '@prca/core';
import changeFixtures from '../../../../packages/core/src/statistics/fixtures/change.json';
import type { Database } from '../../src/db/client';
import { responseLinkCodes, surveyResponses } from '../../src/db/schema';
import { scoredColumns } from './response-sheets';
import { rawFromOriented } from './stored-responses';
import { PATTERNED_ANSWERS } from './submissions';

/*
 * Responses planted with linking codes (issue 32), for the change figures and the analysis
 * package: matching must find exactly the pairs planted.
 */

/** One score's figures as make-change-fixtures.R wrote them. */
export interface RScore {
  n: number;
  meanBefore: number;
  meanAfter: number;
  meanChange: number;
  sdChange: number;
  t: number;
  df: number;
  p: number;
  ci: { lower: number; upper: number };
  dz: number;
  sem: number;
  reliableChange: { improved: number; unchanged: number; worsened: number };
}

/** R's "programme": 120 students' oriented answers before and after, and each score's change. */
export const programme = (
  changeFixtures as unknown as {
    cases: {
      name: string;
      before: number[][];
      after: number[][];
      scores: Record<string, RScore>;
    }[];
  }
).cases.find((c) => c.name === 'programme')!;

export interface Planted {
  id: string;
  wave: string;
  classId: string;
  schoolId: string;
  gender?: Gender;
  /** One value per linking question; hashed here as `question:value` (the server's HMAC aside). */
  code: readonly (string | number)[];
  answers?: readonly number[];
}

/** The responses and their codes' hashes, written straight into the database. */
export async function plant(db: Database, responses: readonly Planted[]): Promise<void> {
  const rows = responses.map((r) => ({
    id: r.id,
    grade: 'grade10',
    gender: r.gender ?? 'female',
    participation: 'sometimes',
    awareness: 'familiar',
    causes: ['fear_of_judgment'],
    impactLevel: 'mild_impact',
    ...scoredColumns(r.answers ?? PATTERNED_ANSWERS),
    classId: r.classId,
    schoolId: r.schoolId,
    waveId: r.wave,
  }));
  const codes = responses.flatMap((r) =>
    LINK_QUESTIONS.map((question, i) => ({
      responseId: r.id,
      question: question.key,
      hash: `${question.key}:${r.code[i]}`,
    })),
  );
  for (let start = 0; start < rows.length; start += 100) {
    await db.insert(surveyResponses).values(rows.slice(start, start + 100));
  }
  for (let start = 0; start < codes.length; start += 400) {
    await db.insert(responseLinkCodes).values(codes.slice(start, start + 400));
  }
}

/** A response id that reads as its group and number: uuid(1, 7) = …-8001-000000000007. */
export const uuid = (prefix: number, n: number) =>
  `00000000-0000-4000-${String(8000 + prefix)}-${String(n).padStart(12, '0')}`;

/**
 * R's programme as planted responses of one school: uuid(1, i) in `from`, uuid(2, i) in `to`,
 * each pair with one exact code; the last 20 change to `otherToClass`.
 */
export function plantedProgramme(places: {
  schoolId: string;
  from: { wave: string; classId: string };
  to: { wave: string; classId: string; otherClassId: string };
}): Planted[] {
  return programme.before.flatMap((before, i) => [
    {
      id: uuid(1, i),
      wave: places.from.wave,
      classId: places.from.classId,
      schoolId: places.schoolId,
      code: ['A', i, 'B', i % 10],
      answers: rawFromOriented(before),
    },
    {
      id: uuid(2, i),
      wave: places.to.wave,
      classId: i < 100 ? places.to.classId : places.to.otherClassId,
      schoolId: places.schoolId,
      code: ['A', i, 'B', i % 10],
      answers: rawFromOriented(programme.after[i]!),
    },
  ]);
}
