import {
  CAUSES,
  GENDERS,
  GRADES,
  IMPACT_LEVELS,
  PARTICIPATION_LEVELS,
  filtersToQuery,
  meanTotalBlur,
  TOTAL_LEVELS,
  interpretTotal,
  withheldCells,
  type AdminScope,
  type AnalyticsFilters,
} from '@prca/core';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { admins, classes, consentDeclines, schools, surveyResponses, waves } from '../../db/schema';
import { createAdmin, loginAs } from '../../../test/support/admins';
import { ANALYTICS_ENDPOINTS } from '../../../test/support/analytics-endpoints';
import { signedInAdminApp } from '../../../test/support/admin-app';
import { BACKENDS } from '../../../test/support/environment';
import { fixedId as id } from '../../../test/support/fixed-ids';
import { responseRow } from '../../../test/support/response-sheets';
import { asAdmin } from '../../../test/support/study';

/*
 * "A scoped account gets 403 or only its scope's figures, whatever it sends, and never a cell
 * under the minimum" (issue 19): for random scopes, minimum group sizes and filters, every
 * analytics and report endpoint answers a counsellor either 403 or figures that equal what is
 * worked out here, in plain TypeScript, from the responses of the scope's classes alone.
 */

const SCHOOLS = [id(1), id(2)];
const WAVES = [id(11), id(12)];
// Class sizes and declines (students who chose not to take part) straddle every minimum drawn
// below.
const CLASSES = [
  { id: id(21), schoolId: SCHOOLS[0]!, waveId: WAVES[0]!, code: '2222224', size: 9, declines: 2 },
  { id: id(22), schoolId: SCHOOLS[0]!, waveId: WAVES[1]!, code: '3333336', size: 3, declines: 6 },
  { id: id(23), schoolId: SCHOOLS[1]!, waveId: WAVES[0]!, code: '4444448', size: 6, declines: 5 },
  { id: id(24), schoolId: SCHOOLS[1]!, waveId: WAVES[1]!, code: '5555552', size: 12, declines: 0 },
];
const DAYS = ['2026-03-30', '2026-03-31'];
const TOTALS = [24, 84, 120] as const;

interface Respondent {
  classIndex: number;
  total: (typeof TOTALS)[number];
  impact: (typeof IMPACT_LEVELS)[number];
  causes: (typeof CAUSES)[number][];
}

const people: Respondent[] = CLASSES.flatMap((c, classIndex) =>
  Array.from({ length: c.size }, (_, i) => ({
    classIndex,
    total: TOTALS[(i * 5 + classIndex) % 3]!,
    impact: IMPACT_LEVELS[(i + classIndex) % IMPACT_LEVELS.length]!,
    causes: i % 4 === 0 ? [CAUSES[0]!, CAUSES[1]!] : [CAUSES[0]!],
  })),
);

const subsetOf = <T>(values: readonly T[]) =>
  fc.option(fc.subarray([...values], { minLength: 1 }), { nil: undefined });

const scopeArbitrary: fc.Arbitrary<AdminScope> = fc
  .record({
    schools: fc.subarray(SCHOOLS),
    classes: fc.subarray(CLASSES.map((c) => c.id)),
  })
  .filter((scope) => scope.schools.length + scope.classes.length > 0);

// Mostly the filters a scoped account may send, sometimes one it may not.
const filtersArbitrary: fc.Arbitrary<AnalyticsFilters> = fc
  .record({
    school: subsetOf(SCHOOLS),
    class: subsetOf(CLASSES.map((c) => c.id)),
    wave: subsetOf(WAVES),
    extra: fc.option(
      fc.constantFrom<Partial<AnalyticsFilters>>(
        { grade: [GRADES[0]] },
        { gender: [GENDERS[1]] },
        { participation: [PARTICIPATION_LEVELS[0]] },
        { from: DAYS[0] },
        { to: DAYS[1] },
        { quality: 'flagged' },
        { quality: 'all' },
      ),
      { nil: undefined, freq: 4 },
    ),
  })
  .map(({ extra, ...f }) => ({ ...f, ...extra }))
  .map((f) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)));

type Cell = { count: number | null; percentage: number | null; withheld: boolean };

/** Shown cells are exact and at least the minimum; a breakdown never withholds one cell alone. */
/**
 * A breakdown as a scoped account reads it: a withheld cell has no count; a shown one is near
 * its exact count (a release's noise, issue 28), of at least the minimum, and shown by every
 * class it sums (`perClass`: each counted class's exact breakdown, linked tables); and never one
 * withheld cell alone in a partition.
 */
function expectCells(
  cells: Cell[],
  exact: number[],
  perClass: number[][],
  minimum: number,
  partition: boolean,
) {
  cells.forEach((cell, i) => {
    if (cell.withheld) expect(cell).toMatchObject({ count: null, percentage: null });
    else {
      expect(Math.abs(cell.count! - exact[i]!)).toBeLessThanOrEqual(12);
      expect(exact[i]).toBeGreaterThanOrEqual(minimum);
      for (const counts of perClass) expect(withheldCells(counts, minimum)[i]).toBe(false);
    }
  });
  if (partition) expect(cells.filter((cell) => cell.withheld).length).not.toBe(1);
}

describe.each(BACKENDS)('scoped accounts under any filter, on the %s database', (backend) => {
  const superadmin = signedInAdminApp(backend, 'superadmin');
  let counsellor: string;

  beforeAll(async () => {
    const { db } = superadmin.t.database;
    await db.insert(schools).values(SCHOOLS.map((s, i) => ({ id: s, name: `S${i}` })));
    await db.insert(waves).values(WAVES.map((w, i) => ({ id: w, name: `W${i}` })));
    await db.insert(classes).values(
      CLASSES.map(({ size: _size, declines: _declines, ...c }, i) => ({
        ...c,
        name: `10A${i}`,
        grade: 'grade10',
      })),
    );
    await db
      .insert(consentDeclines)
      .values(
        CLASSES.flatMap((c) => Array.from({ length: c.declines }, () => ({ classId: c.id }))),
      );
    await db.insert(surveyResponses).values(
      people.map((r, i) => {
        const c = CLASSES[r.classIndex]!;
        return {
          ...responseRow({
            grade: GRADES[i % 3]!,
            gender: GENDERS[i % 3]!,
            total: r.total,
            impactLevel: r.impact,
            causes: r.causes,
            createdAt: new Date(`${DAYS[i % 2]}T03:00:00Z`),
          }),
          classId: c.id,
          schoolId: c.schoolId,
          waveId: c.waveId,
        };
      }),
    );
    await createAdmin(db, {
      username: 'co-lan',
      password: 'counsellor password',
      role: 'counsellor',
    });
    counsellor = await loginAs(superadmin.t.app, 'co-lan', 'counsellor password');
  }, 120_000);

  it('answers 403 or only the figures of its scope, never a cell under the minimum', async () => {
    await fc.assert(
      fc.asyncProperty(
        scopeArbitrary,
        fc.constantFrom(2, 3, 5, 8),
        filtersArbitrary,
        async (scope, minimum, filters) => {
          // (fast-check's records have no prototype, which drizzle does not take.)
          const stored = { schools: [...scope.schools], classes: [...scope.classes] };
          await superadmin.t.database.db
            .update(admins)
            .set({ scope: stored })
            .where(eq(admins.username, 'co-lan'));
          const set = await asAdmin(superadmin.t, superadmin.token, 'PUT', '/api/admin/settings', {
            minimumGroupSize: minimum,
          });
          expect(set.status).toBe(200);
          const query = new URLSearchParams(filtersToQuery(filters)).toString();

          // Every analytics endpoint: none serves a scoped account (its cells are not withheld).
          for (const endpoint of ANALYTICS_ENDPOINTS) {
            const url = `/api/admin/analytics/${endpoint}${endpoint.includes('?') ? '&' : '?'}${query}`;
            expect((await asAdmin(superadmin.t, counsellor, 'GET', url)).status, url).toBe(403);
          }

          // What the scope covers, worked out here.
          const covered = CLASSES.filter(
            (c) => scope.schools.includes(c.schoolId) || scope.classes.includes(c.id),
          );
          const report = await asAdmin(
            superadmin.t,
            counsellor,
            'GET',
            `/api/admin/reports/class?${query}`,
          );
          const refused =
            Object.entries(filters).some(
              ([key, value]) =>
                !['school', 'class', 'wave'].includes(key) &&
                !(key === 'quality' && value === 'all'),
            ) ||
            (filters.class ?? []).some((c) => !covered.some((k) => k.id === c)) ||
            (filters.school ?? []).some((s) => !covered.some((k) => k.schoolId === s));
          if (refused) {
            expect(report.status, query).toBe(403);
            expect(report.body.success).toBe(false);
          } else {
            expect(report.status, JSON.stringify(report.body)).toBe(200);
            const counted = covered.filter(
              (c) =>
                c.size >= minimum &&
                (!filters.class || filters.class.includes(c.id)) &&
                (!filters.school || filters.school.includes(c.schoolId)) &&
                (!filters.wave || filters.wave.includes(c.waveId)),
            );
            const subset = people.filter((r) => counted.includes(CLASSES[r.classIndex]!));
            const n = subset.length;
            const data = report.body.data;
            expect(data.minimumGroupSize).toBe(minimum);
            expect(data.classes.map((c: { id: string }) => c.id).sort()).toEqual(
              counted.map((c) => c.id).sort(),
            );
            expect(data.participation.responses).toBe(n < minimum ? null : n);
            // The declines of the counted classes: a count of students like the others, and
            // withheld whenever one class's would be (issue 28: linked tables).
            const declines = counted.reduce((sum, c) => sum + c.declines, 0);
            expect(data.participation.declines).toEqual(
              declines < minimum || counted.some((c) => c.declines < minimum)
                ? { count: null, withheld: true }
                : { count: declines, withheld: false },
            );
            const byClass = counted.map((c) => subset.filter((r) => CLASSES[r.classIndex] === c));
            const levelsOf = (rows: typeof subset) =>
              TOTAL_LEVELS.map(
                (level) => rows.filter((r) => interpretTotal(r.total) === level).length,
              );
            const impactOf = (rows: typeof subset) =>
              IMPACT_LEVELS.map((level) => rows.filter((r) => r.impact === level).length);
            expectCells(data.levels, levelsOf(subset), byClass.map(levelsOf), minimum, true);
            expectCells(data.impact, impactOf(subset), byClass.map(impactOf), minimum, true);
            for (const cause of data.causes) {
              const namedBy = (rows: typeof subset) =>
                rows.filter((r) => r.causes.includes(cause.cause)).length;
              const perClass = byClass.map((rows) => [namedBy(rows), rows.length - namedBy(rows)]);
              expectCells([cause], [namedBy(subset)], perClass, minimum, false);
              // Nor is "all but a few named it" shown.
              if (!cause.withheld) expect(n - namedBy(subset)).toBeGreaterThanOrEqual(minimum);
            }
            // Means carry the release's noise: within three times what the report says it blurs.
            const total = data.scores.find((s: { score: string }) => s.score === 'total');
            if (n < minimum) expect(total).toMatchObject({ mean: null, withheld: true });
            else {
              const sum = subset.reduce((s, r) => s + r.total, 0);
              expect(Math.abs(total.mean - sum / n)).toBeLessThanOrEqual(
                3 * data.release.blur + 0.05,
              );
            }
            // The comparison is the scope's counted classes, never the study.
            const scopeCounted = people.filter((r) => {
              const c = CLASSES[r.classIndex]!;
              return covered.includes(c) && c.size >= minimum;
            });
            if (scopeCounted.length < minimum) expect(total.comparison.mean).toBeNull();
            else {
              const sum = scopeCounted.reduce((s, r) => s + r.total, 0);
              const classesCounted = new Set(scopeCounted.map((r) => r.classIndex)).size;
              const blur = meanTotalBlur(classesCounted, scopeCounted.length, 2);
              expect(
                Math.abs(total.comparison.mean - sum / scopeCounted.length),
              ).toBeLessThanOrEqual(3 * blur + 0.05);
            }
          }

          const list = await asAdmin(superadmin.t, counsellor, 'GET', '/api/admin/reports/classes');
          expect(list.status).toBe(200);
          expect(
            list.body.data.classes.map((c: { id: string; responses: number | null }) => [
              c.id,
              c.responses,
            ]),
          ).toEqual(covered.map((c) => [c.id, c.size < minimum ? null : c.size]));
        },
      ),
      { numRuns: 25, seed: 19 },
    );
  }, 300_000);
});
