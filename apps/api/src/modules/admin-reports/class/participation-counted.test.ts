import { surveyResponses } from '../../../db/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInCounsellor } from '../../../../test/support/admins';
import { classReport, signedInAdminApp } from '../../../../test/support/admin-app';
import { BACKENDS } from '../../../../test/support/environment';
import { fixedId as id } from '../../../../test/support/fixed-ids';
import { responseRow } from '../../../../test/support/response-sheets';
import { insertStudyRows } from '../../../../test/support/study-rows';

const SCHOOL = id(1);
const WAVE = id(11);
/** 14 enrolled: 6 careful responses (total 24) and 5 flagged ones (total 120, straight-lined). */
const CLASS = id(21);

let arrival = Date.parse('2026-10-01T08:00:00Z');
const rows = (count: number, sheet: { total: 24 | 120; flagged: boolean }) =>
  Array.from({ length: count }, () => ({
    ...responseRow({ grade: 'grade10', gender: 'female', total: sheet.total }),
    flagStraightLining: sheet.flagged,
    classId: CLASS,
    schoolId: SCHOOL,
    waveId: WAVE,
    createdAt: new Date((arrival += 60_000)),
  }));

interface Report {
  participation: { responses: number | null; enrolled: number | null; counted: string };
  levels: { count: number | null }[];
}

/*
 * Issue 31: the class report warns when fewer than half of the enrolled students are counted. A
 * researcher's figures follow the quality filter; the participation the warning is read from
 * counts the same responses as the figures, and says which ones, so that the page can word it.
 */
describe.each(BACKENDS)(
  'the participation a class report’s warning reads, on the %s database',
  (backend) => {
    const researcher = signedInAdminApp(backend, 'researcher');
    let counsellor: string;

    beforeAll(async () => {
      const { db } = researcher.t.database;
      await insertStudyRows(db, {
        schools: [{ id: SCHOOL, name: 'THPT Lê Lợi' }],
        waveId: WAVE,
        classes: [{ id: CLASS, schoolId: SCHOOL, name: '10A1', code: '2222224', enrolled: 14 }],
      });
      await db
        .insert(surveyResponses)
        .values([
          ...rows(6, { total: 24, flagged: false }),
          ...rows(5, { total: 120, flagged: true }),
        ]);
      counsellor = await signedInCounsellor(researcher.t, 'co-hoa', {
        schools: [SCHOOL],
        classes: [],
      });
    }, 120_000);

    const report = (token: string, query: string): Promise<Report> =>
      classReport(researcher, `class=${CLASS}${query}`, token);
    /** The students the levels table shows: what the figures count. */
    const inFigures = (data: Report) =>
      data.levels.reduce((sum, level) => sum + (level.count ?? 0), 0);

    it.each([
      // Every response, the flagged ones too: 11 of 14, more than half.
      ['', 11, 'all'],
      // Only the careful ones: 6 of 14, fewer than half although 11 answered.
      ['&quality=unflagged', 6, 'unflagged'],
      ['&quality=flagged', 5, 'flagged'],
    ] as const)(
      'counts for a researcher with "%s" the responses the figures count, and says which',
      async (query, responses, counted) => {
        const data = await report(researcher.token, query);
        expect(data.participation).toMatchObject({ responses, enrolled: 14, counted });
        expect(inFigures(data)).toBe(responses);
      },
    );

    it('counts for a counsellor the released responses, flagged ones always left out', async () => {
      const data = await report(counsellor, '');
      expect(data.participation).toMatchObject({
        responses: 6,
        enrolled: 14,
        counted: 'released',
      });
    });
  },
);
