import { IMPACT_LEVELS, isRecoverable } from '@prca/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyResponses } from '../../../db/schema';
import { signedInCounsellor } from '../../../../test/support/admins';
import { createTestApp, type TestApp } from '../../../../test/support/app';
import { BACKENDS } from '../../../../test/support/environment';
import { insertStudyRows } from '../../../../test/support/study-rows';
import { fixedId as id } from '../../../../test/support/fixed-ids';
import { responseRow } from '../../../../test/support/response-sheets';
import { asAdmin } from '../../../../test/support/study';

const SCHOOL = id(1);
const WAVE = id(11);
/**
 * The probe's classes (issue 28), by impact answer (no, mild, moderate, significant, severe):
 * X1's mild (0) and X3's mild (3) are under the minimum of 5, each withheld with a neighbour.
 */
const CLASSES = {
  X1: { id: id(21), impact: [9, 0, 5, 0, 0] },
  X2: { id: id(22), impact: [0, 0, 6, 0, 6] },
  X3: { id: id(23), impact: [5, 3, 9, 0, 0] },
} as const;
const NAMES = Object.keys(CLASSES) as (keyof typeof CLASSES)[];

/*
 * Linked tables (issue 28): a counsellor reads each class, every union of them and the school,
 * each allowed on its own; no combination of what they show gives a withheld cell back.
 */
describe.each(BACKENDS)('linked class reports, on the %s database', (backend) => {
  let t: TestApp;
  let counsellor: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const db = t.database.db;
    await insertStudyRows(db, {
      schools: [{ id: SCHOOL, name: 'THPT Trần Phú' }],
      waveId: WAVE,
      classes: NAMES.map((name, i) => ({
        id: CLASSES[name].id,
        schoolId: SCHOOL,
        name: `10${name}`,
        code: ['2222224', '3333336', '4444448'][i]!,
      })),
    });
    await db.insert(surveyResponses).values(
      NAMES.flatMap((name) =>
        CLASSES[name].impact.flatMap((count, level) =>
          Array.from({ length: count }, () => ({
            ...responseRow({ grade: 'grade10', gender: 'male', impactLevel: IMPACT_LEVELS[level] }),
            classId: CLASSES[name].id,
            schoolId: SCHOOL,
            waveId: WAVE,
          })),
        ),
      ),
    );
    counsellor = await signedInCounsellor(t, 'co-mai', { schools: [SCHOOL], classes: [] });
  }, 120_000);
  afterAll(() => t?.close());

  it('gives back no withheld cell from any combination of classes, unions and the school', async () => {
    // Unknowns: each class's impact cells, in NAMES × IMPACT_LEVELS order.
    const width = IMPACT_LEVELS.length;
    const unknowns = NAMES.length * width;
    const vector = (members: number[], levels: number[]) => {
      const v = Array<number>(unknowns).fill(0);
      for (const c of members) for (const level of levels) v[c * width + level] = 1;
      return v;
    };
    const known: number[][] = [];
    const withheldOfClasses: { name: string; level: number }[] = [];
    const unions = [[0], [1], [2], [0, 1], [0, 2], [1, 2], [0, 1, 2]];
    for (const members of unions) {
      const query =
        members.length === NAMES.length
          ? `school=${SCHOOL}`
          : `class=${members.map((c) => CLASSES[NAMES[c]!].id).join(',')}`;
      const { status, body } = await asAdmin(
        t,
        counsellor,
        'GET',
        `/api/admin/reports/class?${query}`,
      );
      expect(status, JSON.stringify(body)).toBe(200);
      const { participation, impact } = body.data;
      expect(participation.withheld).toBe(false);
      known.push(
        vector(
          members,
          IMPACT_LEVELS.map((_, level) => level),
        ),
      );
      impact.forEach((cell: { count: number | null; withheld: boolean }, level: number) => {
        if (!cell.withheld) known.push(vector(members, [level]));
        else if (members.length === 1) withheldOfClasses.push({ name: NAMES[members[0]!]!, level });
      });
    }
    // The probe recovered X1's and X3's withheld cells; each is withheld, and none recoverable.
    expect(withheldOfClasses.length).toBeGreaterThanOrEqual(4);
    for (const { name, level } of withheldOfClasses) {
      expect(
        isRecoverable(known, vector([NAMES.indexOf(name as keyof typeof CLASSES)], [level])),
        `${name} ${IMPACT_LEVELS[level]}`,
      ).toBe(false);
    }
  });
});
