import { scoreAnswers } from '@prca/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyResponses } from '../../../db/schema';
import { signInAdmin } from '../../../../test/support/admins';
import { createTestApp, type TestApp } from '../../../../test/support/app';
import { BACKENDS } from '../../../../test/support/environment';
import { insertStudyRows } from '../../../../test/support/study-rows';
import { scoredColumns } from '../../../../test/support/response-sheets';
import { LEAST_APPREHENSIVE, MOST_APPREHENSIVE } from '../../../../test/support/submissions';
import { asAdmin } from '../../../../test/support/study';

/*
 * One reading of a level (issue 31): the class report counts each student at the level the
 * student was told (McCroskey's cut-offs, stored as interpretation), not at SPEC.md's report
 * bands, which put 81–83 in the middle. Totals on each side of both cut-offs.
 */

const SCHOOL = '00000000-0000-4000-8000-000000000001';
const WAVE = '00000000-0000-4000-8000-000000000011';
const CLASS = '00000000-0000-4000-8000-000000000021';
const TOTALS = [50, 51, 52, 79, 80, 81, 82, 83, 84];

/** Answers whose total is `total`: the least apprehensive, moved one step at a time. */
function answersForTotal(total: number): number[] {
  const answers = [...LEAST_APPREHENSIVE];
  for (let i = 0; i < answers.length; i += 1) {
    while (answers[i] !== MOST_APPREHENSIVE[i]) {
      if (scoreAnswers(answers).totalScore === total) return answers;
      answers[i]! += Math.sign(MOST_APPREHENSIVE[i]! - answers[i]!);
    }
  }
  if (scoreAnswers(answers).totalScore === total) return answers;
  throw new Error(`no answers for ${total}`);
}

describe.each(BACKENDS)('levels of the class report, on the %s database', (backend) => {
  let t: TestApp;
  let superadmin: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const db = t.database.db;
    await insertStudyRows(db, {
      schools: [{ id: SCHOOL, name: 'THPT Lê Hồng Phong' }],
      waveId: WAVE,
      classes: [{ id: CLASS, schoolId: SCHOOL, name: '10A1', code: '2222224' }],
    });
    await db.insert(surveyResponses).values(
      TOTALS.map((total) => ({
        grade: 'grade10',
        gender: 'female',
        participation: 'sometimes',
        awareness: 'familiar',
        impactLevel: 'moderate_impact',
        causes: ['fear_of_judgment'],
        ...scoredColumns(answersForTotal(total)),
        classId: CLASS,
        schoolId: SCHOOL,
        waveId: WAVE,
      })),
    );
    superadmin = await signInAdmin(t, 'superadmin');
  }, 120_000);
  afterAll(() => t?.close());

  it('counts each student at the level the student was told', async () => {
    const { status, body } = await asAdmin(
      t,
      superadmin,
      'GET',
      `/api/admin/reports/class?class=${CLASS}`,
    );
    expect(status, JSON.stringify(body)).toBe(200);
    const levels = body.data.levels.map((cell: { level: string; range: object; count: number }) => [
      cell.level,
      cell.range,
      cell.count,
    ]);
    expect(levels).toEqual([
      ['low', { min: 24, max: 50 }, 1],
      ['average', { min: 51, max: 80 }, 4],
      ['high', { min: 81, max: 120 }, 4],
    ]);

    // The same students, by the level stored with each response (what the student saw).
    const stored = await t.database.db
      .select({ interpretation: surveyResponses.interpretation })
      .from(surveyResponses);
    const told = (level: string) => stored.filter((row) => row.interpretation === level).length;
    expect([told('low'), told('average'), told('high')]).toEqual([1, 4, 4]);
  });
});
