import {
  CAUSES,
  GENDERS,
  GRADES,
  PARTICIPATION_LEVELS,
  QUALITY_FILTERS,
  filtersToQuery,
  type AnalyticsFilters,
  type QualityOverride,
} from '@prca/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, schools, surveyResponses, surveySessions, waves } from '../../db/schema';
import { signInAdmin } from '../../../test/support/admins';
import { ANALYTICS_ENDPOINTS } from '../../../test/support/analytics-endpoints';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { BACKENDS } from '../../../test/support/environment';
import { fixedId as id } from '../../../test/support/fixed-ids';
import { clearSurveyData, getAsAdmin } from '../../../test/support/stored-responses';
import { responseRow, variedDemographics } from '../../../test/support/response-sheets';

/*
 * "Every figure answers for exactly the filtered subset": for random filters, each endpoint's
 * figures on the whole study equal the same endpoint's unfiltered figures on a database that
 * holds only that subset (chosen here in plain TypeScript, not by the code under test).
 */

const TIME_ZONE = 'Asia/Ho_Chi_Minh';
const SCHOOLS = [id(1), id(2)];
const WAVES = [id(11), id(12)];
const CLASSES = [
  { id: id(21), schoolId: SCHOOLS[0]!, waveId: WAVES[0]!, code: '2222224' },
  { id: id(22), schoolId: SCHOOLS[0]!, waveId: WAVES[1]!, code: '3333336' },
  { id: id(23), schoolId: SCHOOLS[1]!, waveId: WAVES[0]!, code: '4444448' },
];
const DAYS = ['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02'];
const TEXTS = ['Sợ bị bạn cười', 'Ngại nói trước lớp', 'Không biết nữa'];

/** Every response is its own completed session, started and finished at the same instant. */
interface Respondent {
  n: number;
  classIndex: number | null;
  grade: (typeof GRADES)[number];
  gender: (typeof GENDERS)[number];
  participation: (typeof PARTICIPATION_LEVELS)[number];
  total: 24 | 84 | 120;
  at: Date;
  text: string | null;
  /** A session that never got its response. */
  abandoned: boolean;
  /** The stored data-quality flags (issue 17) and a researcher's override. */
  flags: { straightLining: boolean; inconsistent: boolean; speeding: boolean; duplicate: boolean };
  override: QualityOverride | null;
}

function respondents(): Respondent[] {
  return Array.from({ length: 48 }, (_, n) => {
    const { grade, gender, participation } = variedDemographics(n);
    return {
      n,
      classIndex: n % 4 === 3 ? null : n % 3,
      grade,
      gender,
      participation,
      total: ([24, 84, 120] as const)[(n * 7) % 3]!,
      // Near midnight in Vietnam, so that a day counted in UTC would be wrong.
      at: new Date(Date.parse(`${DAYS[n % 4]}T16:30:00Z`) + ((n * 13) % 60) * 60_000),
      text: n % 5 === 0 ? TEXTS[n % 3]! : null,
      abandoned: n % 11 === 0,
      flags: {
        straightLining: n % 5 === 1,
        inconsistent: n % 7 === 2,
        speeding: n % 6 === 3,
        duplicate: n % 9 === 4,
      },
      override: n % 8 === 1 ? 'keep' : n % 8 === 6 ? 'exclude' : null,
    };
  });
}

/** Left out of quality=unflagged, written here from the rule (core's isExcluded), not the SQL. */
function excluded(r: Respondent): boolean {
  if (r.override) return r.override === 'exclude';
  return Object.values(r.flags).some(Boolean);
}

function inQuality(r: Respondent, f: AnalyticsFilters, session: boolean): boolean {
  if (!f.quality || f.quality === 'all') return true;
  // A session without a response is no careless response: only `flagged` leaves it out.
  if (session && r.abandoned) return f.quality === 'unflagged';
  return f.quality === 'flagged' ? excluded(r) : !excluded(r);
}

const dayOf = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(at);

function inSubset(r: Respondent, f: AnalyticsFilters, session = false): boolean {
  const day = dayOf(r.at);
  const study = r.classIndex === null ? null : CLASSES[r.classIndex]!;
  const anyOf = (values: readonly string[] | undefined, value: string | null | undefined) =>
    !values || (value != null && values.includes(value));
  const demographics =
    anyOf(f.grade, r.grade) && anyOf(f.gender, r.gender) && anyOf(f.participation, r.participation);
  return (
    (!f.from || day >= f.from) &&
    (!f.to || day <= f.to) &&
    anyOf(f.school, study?.schoolId) &&
    anyOf(f.class, study?.id) &&
    anyOf(f.wave, study?.waveId) &&
    // An abandoned session has no demographics: only unfiltered demographics keep it.
    (session && r.abandoned ? !f.grade && !f.gender && !f.participation : demographics) &&
    inQuality(r, f, session)
  );
}

async function store(t: TestApp, people: readonly Respondent[], sessionsOf: readonly Respondent[]) {
  const db = t.database.db;
  await clearSurveyData(db);
  if (sessionsOf.length === 0) return;
  await db.insert(surveySessions).values(
    sessionsOf.map((r) => {
      const study = r.classIndex === null ? undefined : CLASSES[r.classIndex]!;
      return {
        id: id(1000 + r.n),
        startedAt: r.at,
        lastActivityAt: r.at,
        furthestQuestion: r.abandoned ? 5 : 24,
        completedAt: r.abandoned ? null : r.at,
        classId: study?.id ?? null,
        schoolId: study?.schoolId ?? null,
        waveId: study?.waveId ?? null,
      };
    }),
  );
  if (people.length === 0) return;
  await db.insert(surveyResponses).values(
    people.map((r) => {
      const study = r.classIndex === null ? undefined : CLASSES[r.classIndex]!;
      return {
        ...responseRow({
          grade: r.grade,
          gender: r.gender,
          participation: r.participation,
          total: r.total,
          createdAt: r.at,
          causes: r.text ? ['other', CAUSES[r.n % 3]!] : [CAUSES[r.n % 3]!],
          causesOtherText: r.text,
        }),
        id: id(5000 + r.n),
        sessionId: id(1000 + r.n),
        classId: study?.id ?? null,
        schoolId: study?.schoolId ?? null,
        waveId: study?.waveId ?? null,
        flagStraightLining: r.flags.straightLining,
        flagInconsistent: r.flags.inconsistent,
        flagSpeeding: r.flags.speeding,
        flagDuplicate: r.flags.duplicate,
        qualityOverride: r.override,
        qualityOverrideReason: r.override ? 'Checked with the class teacher' : null,
      };
    }),
  );
}

const subsetOf = <T>(values: readonly T[]) =>
  fc.option(fc.subarray([...values], { minLength: 1 }), { nil: undefined });

const filtersArbitrary: fc.Arbitrary<AnalyticsFilters> = fc
  .record({
    from: fc.option(fc.constantFrom(...DAYS), { nil: undefined }),
    to: fc.option(fc.constantFrom(...DAYS), { nil: undefined }),
    school: subsetOf(SCHOOLS),
    class: subsetOf(CLASSES.map((c) => c.id)),
    wave: subsetOf(WAVES),
    grade: subsetOf(GRADES),
    gender: subsetOf(GENDERS),
    participation: subsetOf(PARTICIPATION_LEVELS),
  })
  .map((f) => (f.from && f.to && f.from > f.to ? { ...f, from: f.to, to: f.from } : f))
  .map((f) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)));

/**
 * Trends lists the days from `from` to `to`, so both databases are asked for the same days: the
 * subset's own range, completed by the study's first and last day.
 */
function daysListed(endpoint: string, filters: AnalyticsFilters): AnalyticsFilters {
  return endpoint === 'trends'
    ? { from: filters.from ?? DAYS[0], to: filters.to ?? DAYS[DAYS.length - 1] }
    : {};
}

/** The filter bar's counts answer for every filter but `quality`, so they are checked apart. */
function withoutQualityChoices(endpoint: string, figures: Record<string, unknown>) {
  if (endpoint !== 'overview') return figures;
  const { quality, ...rest } = figures as { quality: { flaggedByKind: unknown } };
  return { ...rest, flaggedByKind: quality.flaggedByKind };
}

describe.each(BACKENDS)('every figure for a filtered subset, on the %s database', (backend) => {
  let whole: TestApp;
  let subset: TestApp;
  let wholeToken: string;
  let subsetToken: string;
  const people = respondents();

  beforeAll(async () => {
    [whole, subset] = await Promise.all([createTestApp(backend), createTestApp(backend)]);
    for (const t of [whole, subset]) {
      await t.database.db.insert(schools).values(SCHOOLS.map((s, i) => ({ id: s, name: `S${i}` })));
      await t.database.db.insert(waves).values(WAVES.map((w, i) => ({ id: w, name: `W${i}` })));
      await t.database.db
        .insert(classes)
        .values(CLASSES.map((c, i) => ({ ...c, name: `10A${i}`, grade: 'grade10' })));
    }
    wholeToken = await signInAdmin(whole, 'superadmin');
    subsetToken = await signInAdmin(subset, 'superadmin');
    await store(
      whole,
      people.filter((r) => !r.abandoned),
      people,
    );
  }, 180_000);
  afterAll(async () => {
    await Promise.all([whole?.close(), subset?.close()]);
  });

  const read = async (t: TestApp, token: string, url: string) => {
    const { status, body } = await getAsAdmin(t, token, url);
    expect(status, JSON.stringify(body)).toBe(200);
    return url.includes('/export') ? body : body.data;
  };
  /** An export file as sent. */
  const exported = async (t: TestApp, token: string, url: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.body;
  };

  it('answers for exactly the subset', async () => {
    await fc.assert(
      fc.asyncProperty(filtersArbitrary, async (drawn) => {
        // Every quality choice with each draw of the other filters (issue 17).
        for (const quality of [undefined, ...QUALITY_FILTERS]) {
          const filters: AnalyticsFilters = quality ? { ...drawn, quality } : drawn;
          await store(
            subset,
            people.filter((r) => !r.abandoned && inSubset(r, filters)),
            people.filter((r) => inSubset(r, filters, true)),
          );
          const queryOf = (chosen: AnalyticsFilters) =>
            new URLSearchParams(filtersToQuery(chosen)).toString();
          const query = queryOf(filters);
          const join = (url: string, joined = query) =>
            joined ? `${url}${url.includes('?') ? '&' : '?'}${joined}` : url;
          // Matching two waves reads every response of both, so a subset stored alone is not
          // matched as it is within the whole: its pairs are checked in change/routes.test.ts.
          const figures = ANALYTICS_ENDPOINTS.filter((endpoint) => !endpoint.startsWith('change'));
          for (const endpoint of figures) {
            const url = `/api/admin/analytics/${endpoint}`;
            const days = daysListed(endpoint, filters);
            const filtered = await read(
              whole,
              wholeToken,
              join(url, queryOf({ ...filters, ...days })),
            );
            const alone = await read(subset, subsetToken, join(url, queryOf(days)));
            expect(withoutQualityChoices(endpoint, filtered), `${endpoint} ${query}`).toEqual(
              withoutQualityChoices(endpoint, alone),
            );
            if (endpoint === 'overview') {
              const others = people.filter(
                (r) => !r.abandoned && inSubset(r, { ...filters, quality: undefined }),
              );
              expect(filtered.quality.byChoice, query).toEqual({
                all: others.length,
                unflagged: others.filter((r) => !excluded(r)).length,
                flagged: others.filter(excluded).length,
              });
            }
          }
          for (const format of ['csv', 'json']) {
            const url = `/api/admin/surveys/export?format=${format}`;
            expect(await exported(whole, wholeToken, join(url)), `${format} ${query}`).toBe(
              await exported(subset, subsetToken, url),
            );
          }
          const list = await read(whole, wholeToken, join('/api/admin/surveys?limit=100'));
          const aloneList = await read(subset, subsetToken, '/api/admin/surveys?limit=100');
          expect(list.pagination.total).toBe(aloneList.pagination.total);
          expect(list.surveys.map((s: { id: string }) => s.id)).toEqual(
            aloneList.surveys.map((s: { id: string }) => s.id),
          );
        }
      }),
      { numRuns: 5, seed: 17 },
    );
  }, 120_000);

  it('names the parameter of an unknown or malformed filter', async () => {
    const refused = async (query: string) => {
      const { status, body } = await getAsAdmin(
        whole,
        wholeToken,
        `/api/admin/analytics/prca24?${query}`,
        { 'accept-language': 'en' },
      );
      expect(status).toBe(400);
      return body.message as string;
    };
    expect(await refused('grades=grade10')).toMatch(/"grades"/);
    expect(await refused('grade=grade13')).toMatch(/"grade"/);
    expect(await refused('school=abc')).toMatch(/"school"/);
    expect(await refused('from=2026-02-30')).toMatch(/"from"/);
  });
});
