import type { ClassReport } from '@prca/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { surveyResponses } from '../../../db/schema';
import { signedInCounsellor } from '../../../../test/support/admins';
import { classReport, putSettings, signedInAdminApp } from '../../../../test/support/admin-app';
import { BACKENDS } from '../../../../test/support/environment';
import { insertStudyRows } from '../../../../test/support/study-rows';
import { fixedId as id } from '../../../../test/support/fixed-ids';
import { responseRow } from '../../../../test/support/response-sheets';
import { asAdmin } from '../../../../test/support/study';

const SCHOOL = id(1);
const WAVE = id(11);
const CLASS = id(21);
/** A class whose responses go as well as come. */
const MOVING = id(22);
/** Classes of one real student and four planted responses, for the padding attack. */
const PADDED_CLASSES = 100;
const padded = (i: number) => id(1000 + i);

type Total = 24 | 84 | 120;
const rows = (classId: string, totals: readonly Total[]) =>
  totals.map((total) => ({
    ...responseRow({ grade: 'grade10', gender: 'female', total }),
    classId,
    schoolId: SCHOOL,
    waveId: WAVE,
  }));

/*
 * Issue 28: a counsellor's figures come from releases that move in steps and carry noise drawn
 * once per release (seeded in tests, so that these pass or fail the same way every run). The
 * probe's attacks are played against them: differencing around a submission and a deletion, and
 * padding a class of one real student with four planted responses.
 */
describe.each(BACKENDS)('class releases, on the %s database', (backend) => {
  const superadmin = signedInAdminApp(backend, 'superadmin');
  let counsellor: string;

  beforeAll(async () => {
    const { db } = superadmin.t.database;
    await insertStudyRows(db, {
      schools: [{ id: SCHOOL, name: 'THPT Nguyễn Trãi' }],
      waveId: WAVE,
      classes: [
        { id: CLASS, schoolId: SCHOOL, name: '10A1', code: '2222224' },
        { id: MOVING, schoolId: SCHOOL, name: '10A2', code: 'M000000' },
        ...Array.from({ length: PADDED_CLASSES }, (_, i) => ({
          id: padded(i),
          schoolId: SCHOOL,
          name: `11P${i}`,
          grade: 'grade11' as const,
          code: `P${String(i).padStart(6, '0')}`,
        })),
      ],
    });
    await db.insert(surveyResponses).values(rows(CLASS, [24, 24, 84, 84, 120, 120]));
    counsellor = await signedInCounsellor(superadmin.t, 'co-thu', {
      schools: [],
      classes: [CLASS],
    });
  }, 120_000);

  const read = (token = counsellor, query = `class=${CLASS}`) =>
    classReport(superadmin, query, token);
  const add = (totals: readonly Total[]) =>
    superadmin.t.database.db
      .insert(surveyResponses)
      .values(rows(CLASS, totals))
      .returning({ id: surveyResponses.id });

  it('gives the same figures around one submission and one deletion', async () => {
    const first = await read();
    expect(first.release).toMatchObject({ responses: 6, spent: false, final: false });
    expect(first.participation.responses).toBe(6);

    const [added] = await add([120]);
    expect(await read()).toEqual(first);
    const deleted = await asAdmin(
      superadmin.t,
      superadmin.token,
      'DELETE',
      `/api/admin/surveys/${added!.id}`,
    );
    expect(deleted.status).toBe(200);
    expect(await read()).toEqual(first);
    // The researcher reads the class live and exact all along.
    expect((await read(superadmin.token)).participation.responses).toBe(6);
  });

  it('moves once the minimum of responses came, until the releases are spent, and at closing', async () => {
    await putSettings(superadmin, { reportReleasesPerWave: 2 });
    const before = await read();

    await add([24, 24, 24, 24]);
    expect(await read()).toEqual(before); // four came: fewer than the minimum of 5
    await add([24]);
    const second = await read();
    expect(second.release).toMatchObject({ responses: 11, spent: true, final: false });
    expect(second.participation.responses).toBe(11);
    expect(Date.parse(second.release!.madeAt)).toBeGreaterThanOrEqual(
      Date.parse(before.release!.madeAt),
    );

    // The class's two releases are spent: five more change nothing until the class closes.
    await add([84, 84, 84, 84, 84]);
    expect(await read()).toEqual(second);
    const closed = await asAdmin(
      superadmin.t,
      superadmin.token,
      'PUT',
      `/api/admin/classes/${CLASS}`,
      {
        open: false,
      },
    );
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const last = await read();
    expect(last.release).toMatchObject({ responses: 16, spent: false, final: true });
    expect(await read()).toEqual(last);
  });

  it('moves for the responses that went as for those that came, the two counted together', async () => {
    await putSettings(superadmin, { reportReleasesPerWave: 4 });
    const teacher = await signedInCounsellor(superadmin.t, 'co-lan', {
      schools: [],
      classes: [MOVING],
    });
    const readMoving = () => read(teacher, `class=${MOVING}`);
    const remove = async (ids: readonly { id: string }[]) => {
      for (const { id: responseId } of ids) {
        const deleted = await asAdmin(
          superadmin.t,
          superadmin.token,
          'DELETE',
          `/api/admin/surveys/${responseId}`,
        );
        expect(deleted.status).toBe(200);
      }
    };
    const stored = await superadmin.t.database.db
      .insert(surveyResponses)
      .values(rows(MOVING, [24, 24, 24, 84, 84, 84, 84, 84, 84, 120, 120, 120]))
      .returning({ id: surveyResponses.id });
    const first = await readMoving();
    expect(first.release).toMatchObject({ responses: 12 });

    await remove(stored.slice(0, 3));
    expect(await readMoving()).toEqual(first); // three went: fewer than the minimum of 5

    // Two more came: with the three gone, five moved since the release.
    await superadmin.t.database.db.insert(surveyResponses).values(rows(MOVING, [84, 84]));
    const second = await readMoving();
    expect(second.release).toMatchObject({ responses: 11 });

    // Five went and none came: the release moves again.
    await remove(stored.slice(3, 8));
    expect((await readMoving()).release).toMatchObject({ responses: 6 });
  });

  it('keeps a padded student’s total out of reach: the probe’s attack over many classes', async () => {
    // Each class: one real student (a total of 24, 84 or 120) and four planted responses of 84.
    const truths = Array.from(
      { length: PADDED_CLASSES },
      (_, i) => ([24, 84, 120] as const)[i % 3]!,
    );
    await superadmin.t.database.db
      .insert(surveyResponses)
      .values(
        truths.flatMap((truth, i) => [
          ...rows(padded(i), [truth]),
          ...rows(padded(i), [84, 84, 84, 84]),
        ]),
      );
    const attacker = await signedInCounsellor(superadmin.t, 'thay-do', {
      schools: [SCHOOL],
      classes: [],
    });
    let recovered = 0;
    for (const [i, truth] of truths.entries()) {
      const data = await read(attacker, `class=${padded(i)}`);
      const mean = data.scores.find((s) => s.score === 'total')!.mean!;
      const estimate = 5 * mean - 4 * 84;
      if (Math.abs(estimate - truth) <= 5) recovered += 1;
    }
    // The goal is one time in ten: noise.test.ts measures 8.9 % over 20,000 simulated classes,
    // these hundred give 11, within their sampling error. Exact means gave it every time.
    expect(recovered / PADDED_CLASSES).toBeLessThanOrEqual(0.15);

    // Then every release a wave allows: the attacker plants five more known responses to move
    // each class's release while its budget lasts, the class closes (its last release), and the
    // attacker averages what each of the five releases gives of the real student's total.
    await putSettings(superadmin, { reportReleasesPerWave: 4 });
    let averagedRecovered = 0;
    for (const [i, truth] of truths.entries()) {
      const estimates = new Map<string, number>();
      const note = ({ release, scores }: ClassReport) => {
        const n = release!.responses;
        const mean = scores.find((s) => s.score === 'total')!.mean!;
        estimates.set(release!.madeAt, n * mean - (n - 1) * 84);
      };
      note(await read(attacker, `class=${padded(i)}`));
      for (let step = 0; step < 3; step += 1) {
        await superadmin.t.database.db
          .insert(surveyResponses)
          .values(rows(padded(i), [84, 84, 84, 84, 84]));
        note(await read(attacker, `class=${padded(i)}`));
      }
      const closed = await asAdmin(
        superadmin.t,
        superadmin.token,
        'PUT',
        `/api/admin/classes/${padded(i)}`,
        {
          open: false,
        },
      );
      expect(closed.status).toBe(200);
      note(await read(attacker, `class=${padded(i)}`));
      expect(estimates.size).toBe(5);
      const average = [...estimates.values()].reduce((a, b) => a + b, 0) / estimates.size;
      if (Math.abs(average - truth) <= 5) averagedRecovered += 1;
    }
    // The goal is one time in four (noise.test.ts: 19.4 % over 20,000 simulated classes; 18 of
    // these hundred).
    expect(averagedRecovered / PADDED_CLASSES).toBeLessThanOrEqual(0.25);
  }, 600_000);
});
