import { eq } from 'drizzle-orm';
import { describe, expect, it, beforeAll } from 'vitest';
import { surveyResponses } from '../../db/schema';
import { signedInAdminApp } from '../../../test/support/admin-app';
import { BACKENDS } from '../../../test/support/environment';
import { insertStudyRows } from '../../../test/support/study-rows';
import { fixedId as id } from '../../../test/support/fixed-ids';
import { getAsAdmin, insertResponses } from '../../../test/support/stored-responses';
import { PATTERNED_ANSWERS } from '../../../test/support/submissions';
import { parseCsv } from '../../../test/support/csv';

/*
 * What a researcher merging files relies on (issue 27): each response carries the information
 * sheet it was given under, when, and whether it came in after its class closed; each class is
 * named so that two schools' "10A1" never read as one.
 */

const SCHOOL_A = id(1);
const SCHOOL_B = id(2);
const WAVE = id(11);
const CLASS_A = id(21);
const CLASS_B = id(22);
const ASSENTED_AT = new Date('2026-11-02T01:30:00.000Z');

describe.each(BACKENDS)('the exports’ assent and class labels on the %s database', (backend) => {
  const admin = signedInAdminApp(backend, 'researcher');
  beforeAll(async () => {
    const db = admin.t.database.db;
    await insertStudyRows(db, {
      schools: [
        { id: SCHOOL_A, name: 'THPT Lê Hồng Phong' },
        { id: SCHOOL_B, name: 'THPT Nguyễn Du' },
      ],
      waveId: WAVE,
      classes: [
        { id: CLASS_A, schoolId: SCHOOL_A, name: '10A1', code: '2222224' },
        { id: CLASS_B, schoolId: SCHOOL_B, name: '10A1', code: '3333336' },
      ],
    });
    // Oldest first, as the exports write them: one in each 10A1, then one with no class.
    await insertResponses(
      db,
      [0, 1, 2].map((minute) => ({
        answers: PATTERNED_ANSWERS,
        createdAt: new Date(Date.UTC(2026, 10, 2, 2, minute)),
      })),
    );
    const [first, second] = await db
      .select({ id: surveyResponses.id })
      .from(surveyResponses)
      .orderBy(surveyResponses.createdAt);
    await db
      .update(surveyResponses)
      .set({
        classId: CLASS_A,
        schoolId: SCHOOL_A,
        waveId: WAVE,
        consentVersion: 2,
        consentAt: ASSENTED_AT,
        submittedAfterClassClosed: true,
      })
      .where(eq(surveyResponses.id, first!.id));
    await db
      .update(surveyResponses)
      .set({ classId: CLASS_B, schoolId: SCHOOL_B, waveId: WAVE })
      .where(eq(surveyResponses.id, second!.id));
  });

  const download = async (format: 'csv' | 'json') => {
    const response = await admin.t.app.inject({
      method: 'GET',
      url: `/api/admin/surveys/export?format=${format}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(response.statusCode).toBe(200);
    return response;
  };

  it('writes consent_version, consent_at and submitted_after_class_closed in the CSV', async () => {
    const [header, ...rows] = parseCsv((await download('csv')).body.slice(1));
    const records = rows.map((row) =>
      Object.fromEntries(header!.map((name, index) => [name, row[index]])),
    );
    expect(
      records.map((record) => [
        record.consent_version,
        record.consent_at,
        record.submitted_after_class_closed,
      ]),
    ).toEqual([
      // On the study's clock (Asia/Ho_Chi_Minh), as created_at is.
      ['2', '2026-11-02T08:30:00+07:00', '1'],
      // No assent recorded: both cells empty, never refused or guessed.
      ['', '', '0'],
      ['', '', '0'],
    ]);
  });

  it('names each class with a label no other class shares, beside its name', async () => {
    const [header, ...rows] = parseCsv((await download('csv')).body.slice(1));
    const at = (name: string) => header!.indexOf(name);
    // The existing columns keep their names and order; class_label follows class.
    expect(at('class_label')).toBe(at('class') + 1);
    expect(
      rows.map((row) => [row[at('class')], row[at('class_label')], row[at('school')]]),
    ).toEqual([
      ['10A1', '10A1 (THPT Lê Hồng Phong)', 'THPT Lê Hồng Phong'],
      ['10A1', '10A1 (THPT Nguyễn Du)', 'THPT Nguyễn Du'],
      ['', '', ''],
    ]);
  });

  it('gives the same in the JSON export, under its camelCase names', async () => {
    const records = (await download('json')).json() as Record<string, unknown>[];
    expect(
      records.map(
        ({ consentVersion, consentAt, submittedAfterClassClosed, className, classLabel }) => ({
          consentVersion,
          consentAt,
          submittedAfterClassClosed,
          className,
          classLabel,
        }),
      ),
    ).toEqual([
      {
        consentVersion: 2,
        consentAt: ASSENTED_AT.toISOString(),
        submittedAfterClassClosed: true,
        className: '10A1',
        classLabel: '10A1 (THPT Lê Hồng Phong)',
      },
      {
        consentVersion: null,
        consentAt: null,
        submittedAfterClassClosed: false,
        className: '10A1',
        classLabel: '10A1 (THPT Nguyễn Du)',
      },
      {
        consentVersion: null,
        consentAt: null,
        submittedAfterClassClosed: false,
        className: null,
        classLabel: null,
      },
    ]);
  });

  it('labels a class as the class reports do, whoever reads it', async () => {
    const { body } = await getAsAdmin(
      admin.t,
      admin.token,
      `/api/admin/reports/class?class=${CLASS_B}`,
    );
    expect(body.data.classes.map((c: { label: string }) => c.label)).toEqual([
      '10A1 (THPT Nguyễn Du)',
    ]);
  });
});
