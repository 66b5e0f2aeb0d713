import { LINK_QUESTIONS, type Gender, type Grade } from '@prca/core';
import changeFixtures from '../../../../packages/core/src/statistics/fixtures/change.json';
import type { Database } from '../../src/db/client';
import { classes, responseLinkCodes, schools, surveyResponses, waves } from '../../src/db/schema';
import { scoredColumns } from './response-sheets';
import { fixedId as id } from './fixed-ids';
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

/** The schools, waves and classes planted responses stand in. */
export interface PlantedStudy {
  schools: { id: string; name: string }[];
  /** In any order: the opening days order them. */
  waves: { id: string; name: string; opensOn?: string }[];
  /** A class without a school is of the study's first school. */
  classes: {
    id: string;
    schoolId?: string;
    waveId: string;
    name: string;
    code: string;
    grade?: Grade;
  }[];
}

/** The study's rows (classes of grade 10 unless they say otherwise), then `responses` in it. */
export async function plantStudy(
  db: Database,
  study: PlantedStudy,
  responses: readonly Planted[],
): Promise<void> {
  await db.insert(schools).values(study.schools);
  await db.insert(waves).values(study.waves);
  await db
    .insert(classes)
    .values(
      study.classes.map((row) => ({ grade: 'grade10', schoolId: study.schools[0]!.id, ...row })),
    );
  await plant(db, responses);
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

/** The places of the change figures' and the analysis package's tests: two schools, two waves. */
export const TWO_SCHOOLS = {
  schools: { a: id(1), b: id(2) },
  waves: { first: id(11), second: id(12) },
  classes: { a10: id(21), a11: id(22), a11b: id(23), b10: id(24), b11: id(25) },
};

/**
 * The two schools planted: school A's 10A1 in the first wave, 11A1 and 11A2 in the second, with
 * R's programme (10A1 → 11A1, the last 20 to 11A2); school B's 10B1, then 11B1, with five students
 * matched with one element of their code answered differently the second time (uuid(3, i) →
 * uuid(4, i), i < 5). Then `more`'s classes and responses; `more.waves` in place of the two
 * waves, 'Đợt 1' and 'Đợt 2', when a test needs others or their opening days.
 */
export async function plantTwoSchools(
  db: Database,
  more: { waves?: PlantedStudy['waves']; classes?: PlantedStudy['classes']; responses: Planted[] },
): Promise<void> {
  const { schools, waves, classes } = TWO_SCHOOLS;
  const inWave = (id: string, schoolId: string, waveId: string, name: string, code: string) => ({
    id,
    schoolId,
    waveId,
    name,
    code,
    grade: name.startsWith('10') ? ('grade10' as const) : ('grade11' as const),
  });
  const oneDifference = [
    ...[0, 1, 2, 3].map((i) => [['C', i, 'D', 1] as const, ['C', i, 'E', 1] as const] as const),
    [['C', 9, 'D', 2] as const, ['C', 9, 'D', 3] as const] as const,
  ].flatMap(([before, after], i) => [
    { id: uuid(3, i), wave: waves.first, classId: classes.b10, schoolId: schools.b, code: before },
    { id: uuid(4, i), wave: waves.second, classId: classes.b11, schoolId: schools.b, code: after },
  ]);
  const study: PlantedStudy = {
    schools: [
      { id: schools.a, name: 'THPT Chu Văn An' },
      { id: schools.b, name: 'THPT Lê Quý Đôn' },
    ],
    waves: more.waves ?? [
      { id: waves.first, name: 'Đợt 1' },
      { id: waves.second, name: 'Đợt 2' },
    ],
    classes: [
      inWave(classes.a10, schools.a, waves.first, '10A1', '2222224'),
      inWave(classes.a11, schools.a, waves.second, '11A1', '3333336'),
      inWave(classes.a11b, schools.a, waves.second, '11A2', '4444448'),
      inWave(classes.b10, schools.b, waves.first, '10B1', '5555552'),
      inWave(classes.b11, schools.b, waves.second, '11B1', '6666664'),
      ...(more.classes ?? []),
    ],
  };
  await plantStudy(db, study, [
    ...plantedProgramme({
      schoolId: schools.a,
      from: { wave: waves.first, classId: classes.a10 },
      to: { wave: waves.second, classId: classes.a11, otherClassId: classes.a11b },
    }),
    ...oneDifference,
    ...more.responses,
  ]);
}
