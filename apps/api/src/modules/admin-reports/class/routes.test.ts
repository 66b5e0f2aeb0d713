import { CAUSES, type AdminScope } from '@prca/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { consentDeclines, surveyResponses } from '../../../db/schema';
import { createAdmin, loginAs, signedInCounsellor } from '../../../../test/support/admins';
import { signedInAdminApp } from '../../../../test/support/admin-app';
import { BACKENDS } from '../../../../test/support/environment';
import { insertStudyRows } from '../../../../test/support/study-rows';
import { fixedId as id } from '../../../../test/support/fixed-ids';
import { responseRow } from '../../../../test/support/response-sheets';
import { asAdmin } from '../../../../test/support/study';

const SCHOOL_1 = id(1);
const SCHOOL_2 = id(2);
/** A school that has no class yet. */
const SCHOOL_3 = id(3);
const WAVE = id(11);
// 10A1 of school 1: 12 responses, 7 low (24) and 5 high (84), none average.
// 10A2 of school 1: 3 responses. 10B1 of school 2: 8 responses.
// Declines (students who chose not to take part): 3 in 10A1, 2 in 10A2, 1 in 10B1, 1 without a
// class.
const DECLINES = { A1: 3, A2: 2, B1: 1, none: 1 };
const A1 = id(21);
const A2 = id(22);
const B1 = id(23);
const CLASS_ROWS = [
  { id: A1, schoolId: SCHOOL_1, name: '10A1', code: '2222224', enrolled: 30 },
  { id: A2, schoolId: SCHOOL_1, name: '10A2', code: '3333336', enrolled: 28 },
  { id: B1, schoolId: SCHOOL_2, name: '10B1', code: '4444448', enrolled: null },
];

function rowsOf(classId: string, schoolId: string, totals: (24 | 84)[]) {
  return totals.map((total, i) => ({
    ...responseRow({
      grade: 'grade10',
      gender: i % 2 === 0 ? 'female' : 'male',
      total,
      impactLevel: i < 6 ? 'mild_impact' : i < 9 ? 'severe_impact' : 'no_impact',
      causes: i < 10 ? ['fear_of_judgment'] : ['fear_of_judgment', 'no_need'],
    }),
    classId,
    schoolId,
    waveId: WAVE,
  }));
}

type Cell = { count: number | null; withheld: boolean };

/**
 * A withheld cell has no count, and a breakdown never has exactly one (the total minus the others
 * would give it). Shown counts are a release's, noised, so they are not compared with the minimum.
 */
function expectWithheldApart(cells: Cell[]) {
  for (const cell of cells) if (cell.withheld) expect(cell.count).toBeNull();
  expect(cells.filter((cell) => cell.withheld).length).not.toBe(1);
}

describe.each(BACKENDS)('class reports and scoped accounts, on the %s database', (backend) => {
  const superadmin = signedInAdminApp(backend, 'superadmin');
  let counsellor: string;

  /** A counsellor of `scope` made as a superadmin makes one, through the API: its account, signed in. */
  const counsellorMadeByApi = async (username: string, password: string, scope: AdminScope) => {
    const created = await asAdmin(superadmin.t, superadmin.token, 'POST', '/api/admin/users', {
      username,
      password,
      role: 'counsellor',
      scope,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return {
      account: created.body.data,
      token: await loginAs(superadmin.t.app, username, password),
    };
  };

  beforeAll(async () => {
    const { db } = superadmin.t.database;
    await insertStudyRows(db, {
      schools: [
        { id: SCHOOL_1, name: 'THPT Lê Hồng Phong' },
        { id: SCHOOL_2, name: 'THPT Nguyễn Du' },
        { id: SCHOOL_3, name: 'THPT Chu Văn An' },
      ],
      waveId: WAVE,
      classes: CLASS_ROWS,
    });
    await db
      .insert(surveyResponses)
      .values([
        ...rowsOf(A1, SCHOOL_1, [24, 24, 24, 24, 24, 24, 24, 84, 84, 84, 84, 84]),
        ...rowsOf(A2, SCHOOL_1, [84, 84, 24]),
        ...rowsOf(B1, SCHOOL_2, [84, 84, 84, 84, 84, 84, 84, 84]),
      ]);
    await db
      .insert(consentDeclines)
      .values([
        ...Array.from({ length: DECLINES.A1 }, () => ({ classId: A1, consentVersion: 1 })),
        ...Array.from({ length: DECLINES.A2 }, () => ({ classId: A2, consentVersion: 1 })),
        ...Array.from({ length: DECLINES.B1 }, () => ({ classId: B1, consentVersion: 1 })),
        { classId: null, consentVersion: 1 },
      ]);
    const made = await counsellorMadeByApi('co-lan', 'a long counsellor password', {
      schools: [SCHOOL_1],
      classes: [],
    });
    expect(made.account).toMatchObject({
      role: 'counsellor',
      permissions: ['view_analytics'],
      scope: { schools: [SCHOOL_1], classes: [] },
    });
    counsellor = made.token;
  }, 120_000);

  const get = (token: string, url: string) => asAdmin(superadmin.t, token, 'GET', url);

  it('shows the scope on the account itself', async () => {
    const me = await get(counsellor, '/api/admin/auth/me');
    expect(me.body.data).toMatchObject({
      role: 'counsellor',
      scope: { schools: [SCHOOL_1], classes: [] },
    });
  });

  it('gives a researcher every figure of any subset, the whole study as comparison', async () => {
    const { status, body } = await get(superadmin.token, `/api/admin/reports/class?class=${A1}`);
    expect(status).toBe(200);
    const report = body.data;
    expect(report.minimumGroupSize).toBeNull();
    expect(report.comparison).toBe('study');
    expect(report.classes.map((c: { name: string }) => c.name)).toEqual(['10A1']);
    expect(report.participation).toEqual({
      responses: 12,
      enrolled: 30,
      rate: 40,
      withheld: false,
      counted: 'all',
      declines: { count: DECLINES.A1, withheld: false },
      leftOut: null,
    });
    expect(report.levels.map((l: Cell) => l.count)).toEqual([7, 0, 5]);
    const total = report.scores.find((s: { score: string }) => s.score === 'total');
    // 7 × 24 + 5 × 84 over 12; the study: 8 × 24 + 15 × 84 over 23.
    expect(total.mean).toBe(49);
    expect(total.comparison.mean).toBe(63.1);
    expect(total.norm).toEqual({ mean: 65.6, sd: 15.3 });
    expect(report.scores.map((s: { score: string }) => s.score)).toEqual([
      'total',
      'groupDiscussion',
      'meetings',
      'interpersonal',
      'publicSpeaking',
    ]);
    expect(report.causes[0]).toEqual({
      cause: 'fear_of_judgment',
      count: 12,
      percentage: 100,
      withheld: false,
    });
    expect(report.causes.find((c: { cause: string }) => c.cause === 'no_need').count).toBe(2);
    expect(report.causes).toHaveLength(CAUSES.length);
    const school = await get(superadmin.token, `/api/admin/reports/class?school=${SCHOOL_1}`);
    expect(school.body.data.participation).toEqual({
      responses: 15,
      enrolled: 58,
      rate: 25.9,
      withheld: false,
      counted: 'all',
      declines: { count: DECLINES.A1 + DECLINES.A2, withheld: false },
      leftOut: null,
    });
  });

  it('withholds small cells for a counsellor so that none is the total minus the others', async () => {
    const { status, body } = await get(counsellor, `/api/admin/reports/class?class=${A1}`);
    expect(status).toBe(200);
    const report = body.data;
    expect(report.minimumGroupSize).toBe(5);
    expect(report.comparison).toBe('scope');
    // 12 responses are shown; the class's 3 declines are a count of students under 5.
    expect(report.participation).toMatchObject({
      responses: 12,
      withheld: false,
      declines: { count: null, withheld: true },
    });
    // Average (0) is under 5; alone it would be 12 − 7 − 5, so high (5) is withheld beside it.
    // The low count shown carries the release's noise (issue 28): near 7, not necessarily 7.
    expect(report.levels.map((l: Cell & { level: string }) => [l.level, l.withheld])).toEqual([
      ['low', false],
      ['average', true],
      ['high', true],
    ]);
    expect(Math.abs(report.levels[0].count - 7)).toBeLessThanOrEqual(6);
    expectWithheldApart(report.levels);
    expectWithheldApart(report.impact);
    // "no_need": 2 named it, 10 did not: both sides are withheld.
    expect(report.causes.find((c: { cause: string }) => c.cause === 'no_need')).toEqual({
      cause: 'no_need',
      count: null,
      percentage: null,
      withheld: true,
    });
    // The comparison is the counsellor's own counted classes (10A1 only: 10A2 has 3), noised.
    const total = report.scores.find((s: { score: string }) => s.score === 'total');
    expect(total.comparison).toMatchObject({ withheld: false });
    expect(Math.abs(total.comparison.mean - 49)).toBeLessThanOrEqual(3 * report.release.blur);
  });

  it('withholds a breakdown whole when all, or all but fewer than the minimum, share an answer', async () => {
    // 10B1: all 8 students are high, and 6 of 8 answered "mild impact" (the two others severe).
    const counsellorOfB = await signedInCounsellor(superadmin.t, 'thay-binh', {
      schools: [SCHOOL_2],
      classes: [],
    });
    const report = (await get(counsellorOfB, `/api/admin/reports/class?class=${B1}`)).body.data;
    expect(report.participation).toMatchObject({ responses: 8, withheld: false });
    for (const cells of [report.levels, report.impact]) {
      for (const cell of cells) expect(cell).toMatchObject({ count: null, withheld: true });
    }
    // The mean stays (noised): it is one figure on eight students, not each student's answer.
    const total = report.scores.find((s: { score: string }) => s.score === 'total');
    expect(total).toMatchObject({ withheld: false });
    expect(Math.abs(total.mean - 84)).toBeLessThanOrEqual(3 * report.release.blur);
  });

  it('lists withheld causes after the shown ones, in the questionnaire’s order', async () => {
    const report = (await get(counsellor, `/api/admin/reports/class?class=${A1}`)).body.data;
    const withheld = report.causes.filter((c: Cell) => c.withheld);
    expect(report.causes.slice(-withheld.length)).toEqual(withheld);
    expect(withheld.map((c: { cause: string }) => c.cause)).toEqual(
      CAUSES.filter((cause) => withheld.some((c: { cause: string }) => c.cause === cause)),
    );
  });

  it('leaves a class under the minimum out of a school and withholds its own report', async () => {
    const school = (await get(counsellor, `/api/admin/reports/class?school=${SCHOOL_1}`)).body.data;
    expect(school.classes.map((c: { name: string }) => c.name)).toEqual(['10A1']);
    expect(school.participation.responses).toBe(12);
    const small = (await get(counsellor, `/api/admin/reports/class?class=${A2}`)).body.data;
    expect(small.participation).toEqual({
      responses: null,
      enrolled: null,
      rate: null,
      withheld: true,
      counted: 'released',
      declines: { count: null, withheld: true },
      leftOut: {
        flagged: { count: null, withheld: true },
        overEnrolment: { count: null, withheld: true },
      },
    });
    for (const cells of [small.levels, small.impact, small.causes]) {
      for (const cell of cells) expect(cell).toMatchObject({ count: null, withheld: true });
    }
    for (const score of small.scores) expect(score).toMatchObject({ mean: null, withheld: true });
  });

  it("lists the counsellor's classes with their counts, a small one withheld", async () => {
    const { status, body } = await get(counsellor, '/api/admin/reports/classes');
    expect(status).toBe(200);
    expect(
      body.data.classes.map((c: { name: string; responses: number | null; withheld: boolean }) => [
        c.name,
        c.responses,
        c.withheld,
      ]),
    ).toEqual([
      ['10A1', 12, false],
      ['10A2', null, true],
    ]);
    const all = (await get(superadmin.token, '/api/admin/reports/classes')).body.data;
    expect(all.classes.map((c: { responses: number }) => c.responses)).toEqual([12, 3, 8]);
  });

  it('refuses a counsellor any class, school or filter outside its scope, saying why', async () => {
    for (const query of [`class=${B1}`, `school=${SCHOOL_2}`, `class=${A1},${B1}`]) {
      const refused = await get(counsellor, `/api/admin/reports/class?${query}`);
      expect(refused.status, query).toBe(403);
      expect(refused.body.message).toBe(
        'Your account cannot see this school or class: choose one of your own.',
      );
    }
    for (const query of ['gender=female', 'grade=grade10', 'from=2026-01-01']) {
      const refused = await get(counsellor, `/api/admin/reports/class?class=${A1}&${query}`);
      expect(refused.status, query).toBe(403);
      expect(refused.body.message).toMatch(/school, class and wave only/);
    }
  });

  it("answers a school of the counsellor's own that has no class yet with empty figures", async () => {
    const { token: newcomer } = await counsellorMadeByApi(
      'thay-minh',
      'another long counsellor password',
      { schools: [SCHOOL_3], classes: [] },
    );
    const report = await get(newcomer, `/api/admin/reports/class?school=${SCHOOL_3}`);
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(report.body.data.classes).toEqual([]);
    expect(report.body.data.participation.responses ?? 0).toBe(0);
    expect((await get(newcomer, '/api/admin/reports/classes')).body.data.classes).toEqual([]);
    // Another school is still refused by name.
    expect((await get(newcomer, `/api/admin/reports/class?school=${SCHOOL_1}`)).status).toBe(403);
  });

  it('counts the students who declined apart from the responses, as the filters allow', async () => {
    const participation = async (query: string) =>
      (await get(superadmin.token, `/api/admin/reports/class?${query}`)).body.data.participation;
    // The whole study: every decline, the one made without a class code too.
    const all = DECLINES.A1 + DECLINES.A2 + DECLINES.B1 + DECLINES.none;
    expect((await participation('')).declines).toEqual({ count: all, withheld: false });
    expect((await participation(`school=${SCHOOL_2}`)).declines).toEqual({
      count: DECLINES.B1,
      withheld: false,
    });
    // A decline raises no data-quality flag: the quality filter leaves the declines as they are.
    const unflagged = await participation(`class=${A1}&quality=unflagged`);
    expect(unflagged.declines).toEqual({ count: DECLINES.A1, withheld: false });
    // A decline is no response.
    expect(unflagged.responses).toBe(12);
    // A decline records no gender, grade or day: no count could claim to match those filters.
    for (const query of [`class=${A1}&gender=female`, 'grade=grade10', 'from=2026-01-01']) {
      expect((await participation(query)).declines, query).toBeNull();
    }
  });

  it("states whether parents' consent was collected: the class's own, else the study's, else not recorded", async () => {
    const consentOf = async (token: string, query: string) => {
      const { body } = await get(token, `/api/admin/reports/class?${query}`);
      return Object.fromEntries(
        body.data.classes.map((c: { name: string; parentalConsent: unknown }) => [
          c.name,
          c.parentalConsent,
        ]),
      );
    };
    const notRecorded = { collected: null, recordedFor: null };
    expect(await consentOf(superadmin.token, `school=${SCHOOL_1}`)).toEqual({
      '10A1': notRecorded,
      '10A2': notRecorded,
    });
    const study = await asAdmin(superadmin.t, superadmin.token, 'PUT', '/api/admin/settings', {
      parentalConsentCollected: true,
    });
    expect(study.status, JSON.stringify(study.body)).toBe(200);
    const own = await asAdmin(superadmin.t, superadmin.token, 'PUT', `/api/admin/classes/${A2}`, {
      parentalConsentCollected: false,
    });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(await consentOf(superadmin.token, `school=${SCHOOL_1}`)).toEqual({
      '10A1': { collected: true, recordedFor: 'study' },
      '10A2': { collected: false, recordedFor: 'class' },
    });
    // The counsellor's report says the same of the class it may read.
    expect(await consentOf(counsellor, `class=${A1}`)).toEqual({
      '10A1': { collected: true, recordedFor: 'study' },
    });
    const listed = (await get(counsellor, '/api/admin/reports/classes')).body.data.classes;
    expect(listed.map((c: { parentalConsent: unknown }) => c.parentalConsent)).toEqual([
      { collected: true, recordedFor: 'study' },
      { collected: false, recordedFor: 'class' },
    ]);
    // The class list carries no class's declines: only the report does, withheld as a count.
    for (const c of listed) expect(c).not.toHaveProperty('declines');
    await asAdmin(superadmin.t, superadmin.token, 'PUT', `/api/admin/classes/${A2}`, {
      parentalConsentCollected: null,
    });
    const reset = await asAdmin(superadmin.t, superadmin.token, 'PUT', '/api/admin/settings', {
      parentalConsentCollected: null,
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(await consentOf(superadmin.token, `class=${A2}`)).toEqual({ '10A2': notRecorded });
  });

  it('denies a counsellor every other area', async () => {
    const denied = [
      ['GET', '/api/admin/surveys'],
      ['GET', '/api/admin/surveys/export?format=csv'],
      ['GET', '/api/admin/settings'],
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/schools'],
      // GET /api/admin/classes lists its own classes only (issue 29: admin-study/class-codes-access).
      ['GET', '/api/admin/analytics/overview'],
      ['GET', '/api/admin/analytics/prca24'],
      ['GET', '/api/admin/analytics/other-causes'],
      ['GET', '/api/admin/analytics/reliability'],
      ['POST', '/api/admin/schools'],
    ] as const;
    for (const [method, url] of denied) {
      const { status, body } = await asAdmin(
        superadmin.t,
        counsellor,
        method,
        url,
        method === 'POST' ? { name: 'X' } : undefined,
      );
      expect(status, url).toBe(403);
      expect(body.success).toBe(false);
    }
  });

  it('lets only a superadmin set a scope, and nobody change their own', async () => {
    await createAdmin(superadmin.t.database.db, {
      username: 'manager',
      password: 'a long manager password',
      role: 'researcher',
    });
    const { body: listed } = await get(superadmin.token, '/api/admin/users?search=manager');
    const managerId = listed.data.users[0].id;
    await asAdmin(superadmin.t, superadmin.token, 'PUT', `/api/admin/users/${managerId}`, {
      permissions: ['view_analytics', 'view_surveys', 'export_data', 'manage_users'],
    });
    const manager = await loginAs(superadmin.t.app, 'manager', 'a long manager password');
    const refused = await asAdmin(superadmin.t, manager, 'POST', '/api/admin/users', {
      username: 'co-binh',
      password: 'a long counsellor password',
      role: 'counsellor',
      scope: { schools: [SCHOOL_2], classes: [] },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/Only a super administrator can choose or change/);
    const { body: me } = await get(counsellor, '/api/admin/auth/me');
    const lift = await asAdmin(superadmin.t, manager, 'PUT', `/api/admin/users/${me.data.id}`, {
      scope: null,
    });
    expect(lift.status).toBe(403);
    const noScope = await asAdmin(superadmin.t, superadmin.token, 'POST', '/api/admin/users', {
      username: 'co-chi',
      password: 'a long counsellor password',
      role: 'counsellor',
    });
    expect(noScope.status).toBe(400);
    const unknown = await asAdmin(superadmin.t, superadmin.token, 'POST', '/api/admin/users', {
      username: 'co-dung',
      password: 'a long counsellor password',
      role: 'counsellor',
      scope: { schools: [id(99)], classes: [] },
    });
    expect(unknown.status).toBe(400);
    const scopedSuperadmin = await asAdmin(
      superadmin.t,
      superadmin.token,
      'POST',
      '/api/admin/users',
      {
        username: 'root-2',
        password: 'a long superadmin password',
        role: 'superadmin',
        scope: { schools: [SCHOOL_1], classes: [] },
      },
    );
    expect(scopedSuperadmin.status).toBe(400);
    expect(scopedSuperadmin.body.message).toMatch(/super administrator account cannot be limited/);
    const { body: superMe } = await get(superadmin.token, '/api/admin/auth/me');
    const own = await asAdmin(
      superadmin.t,
      superadmin.token,
      'PUT',
      `/api/admin/users/${superMe.data.id}`,
      {
        scope: { schools: [SCHOOL_1], classes: [] },
      },
    );
    expect(own.status).toBe(403);
  });

  it('takes a new minimum group size from a superadmin only', async () => {
    const { body: listed } = await get(superadmin.token, '/api/admin/users?search=manager');
    await asAdmin(
      superadmin.t,
      superadmin.token,
      'PUT',
      `/api/admin/users/${listed.data.users[0].id}`,
      {
        permissions: ['view_analytics', 'manage_settings'],
      },
    );
    const manager = await loginAs(superadmin.t.app, 'manager', 'a long manager password');
    const refused = await asAdmin(superadmin.t, manager, 'PUT', '/api/admin/settings', {
      minimumGroupSize: 2,
    });
    expect(refused.body.message).toBe(
      'Only a super administrator can change the minimum group size.',
    );
    expect(refused.status).toBe(403);
    const changed = await asAdmin(superadmin.t, superadmin.token, 'PUT', '/api/admin/settings', {
      minimumGroupSize: 3,
    });
    expect(changed.body.data.minimumGroupSize).toBe(3);
    const list = (await get(counsellor, '/api/admin/reports/classes')).body.data;
    expect(list.classes.map((c: { responses: number | null }) => c.responses)).toEqual([12, 3]);
    const school = (await get(counsellor, `/api/admin/reports/class?school=${SCHOOL_1}`)).body.data;
    expect(school.participation.responses).toBe(15);
    await asAdmin(superadmin.t, superadmin.token, 'PUT', '/api/admin/settings', {
      minimumGroupSize: 5,
    });
  });

  it('names every class so that no two are alike: two schools’ 10A1 carry their schools', async () => {
    const added = await asAdmin(superadmin.t, superadmin.token, 'POST', '/api/admin/classes', {
      schoolId: SCHOOL_2,
      waveId: WAVE,
      name: '10A1',
      grade: 'grade10',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const other = added.body.data.id as string;
    const report = (await get(superadmin.token, `/api/admin/reports/class?class=${A1},${other}`))
      .body.data;
    expect(report.classes.map((c: { name: string; label: string }) => [c.name, c.label])).toEqual([
      ['10A1', '10A1 (THPT Lê Hồng Phong)'],
      ['10A1', '10A1 (THPT Nguyễn Du)'],
    ]);
    const all = (await get(superadmin.token, '/api/admin/reports/classes')).body.data.classes.map(
      (c: { label: string }) => c.label,
    );
    expect(all).toHaveLength(4);
    expect(new Set(all).size).toBe(4);
    // A counsellor who sees only school 1 reads the label the researcher's files use: the
    // labels are made over every class of the study, not over the classes one can see.
    const mine = (await get(counsellor, '/api/admin/reports/classes')).body.data.classes;
    expect(mine.map((c: { label: string }) => c.label)).toEqual([
      '10A1 (THPT Lê Hồng Phong)',
      '10A2',
    ]);
  });
});
