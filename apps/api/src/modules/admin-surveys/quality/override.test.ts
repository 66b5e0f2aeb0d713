import { DEFAULT_QUALITY_THRESHOLDS, ITEMS } from '@prca/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
import { signInAdmin } from '../../../../test/support/admins';
import { createTestApp, type TestApp } from '../../../../test/support/app';
import { parseCsv } from '../../../../test/support/csv';
import { BACKENDS } from '../../../../test/support/environment';
import {
  MOST_APPREHENSIVE,
  responsesFrom,
  validSubmission,
} from '../../../../test/support/submissions';

/** Thirteen 3s in a row, then an attentive student at level 2: a long string of 13, no gap. */
const RUN_OF_13 = ITEMS.map((item, index) => (index < 13 ? 3 : item.key === 'plus' ? 2 : 4));
const ALL_FIVES = Array<number>(24).fill(5);

interface Flagged {
  id: string;
  flags: { straightLining: boolean; longestRun: number; inconsistent: boolean };
  qualityOverride: 'keep' | 'exclude' | null;
  qualityOverrideReason: string | null;
}

describe.each(BACKENDS)('a researcher overriding the flags on the %s database', (backend) => {
  let t: TestApp;
  let boss: string;
  let researcher: string;
  let viewer: string;
  const ids = { run13: '', fives: '', clean: '' };

  beforeAll(async () => {
    t = await createTestApp(backend);
    [boss, researcher, viewer] = [
      await signInAdmin(t, 'superadmin'),
      await signInAdmin(t, 'researcher'),
      await signInAdmin(t, 'viewer'),
    ];
    for (const [key, answers] of [
      ['run13', RUN_OF_13],
      ['fives', ALL_FIVES],
      ['clean', MOST_APPREHENSIVE],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/surveys',
        payload: validSubmission({ responses: responsesFrom(answers) }),
      });
      ids[key] = response.json().data.id;
    }
  });
  afterAll(() => t.close());

  const request = (method: 'GET' | 'PUT', url: string, token: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const detail = async (id: string) =>
    (await request('GET', `/api/admin/surveys/${id}`, boss)).json().data as Flagged;
  const listed = async (query: string) =>
    ((await request('GET', `/api/admin/surveys?${query}`, boss)).json().data.surveys as Flagged[])
      .map((survey) => survey.id)
      .sort();
  const override = (id: string, body: unknown, token = researcher) =>
    request('PUT', `/api/admin/surveys/${id}/quality`, token, body);

  it('computes the flags, lists and filters them by kind', async () => {
    expect((await detail(ids.run13)).flags).toMatchObject({
      straightLining: true,
      longestRun: 13,
      inconsistent: false,
    });
    expect((await detail(ids.fives)).flags).toMatchObject({ straightLining: true, longestRun: 24 });
    expect(await listed('flag=straightLining')).toEqual([ids.run13, ids.fives].sort());
    expect(await listed('flag=inconsistent,duplicate')).toEqual([ids.fives]);
    expect(await listed('quality=unflagged')).toEqual([ids.clean]);
  });

  it('keeps a flagged response and excludes a clean one, with the reason, audited', async () => {
    const kept = await override(ids.run13, { override: 'keep', reason: 'Đã hỏi lại học sinh' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({
      id: ids.run13,
      qualityOverride: 'keep',
      qualityOverrideReason: 'Đã hỏi lại học sinh',
      // The flags stay as computed: the override decides over them.
      flags: { straightLining: true },
    });
    expect(
      (await override(ids.fives, { override: 'exclude', reason: 'All the same' })).statusCode,
    ).toBe(200);
    expect(await listed('quality=unflagged')).toEqual([ids.clean, ids.run13].sort());
    expect(await listed('quality=flagged')).toEqual([ids.fives]);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'surveys.qualityOverride'), eq(auditLog.target, ids.run13)));
    expect(entry?.details).toEqual({
      override: 'keep',
      reason: 'Đã hỏi lại học sinh',
      previous: null,
    });
    expect(entry?.adminId).not.toBeNull();
  });

  it('keeps the overrides when new thresholds recompute the flags', async () => {
    const thresholds = { ...DEFAULT_QUALITY_THRESHOLDS, longStringMin: 14 };
    const saved = await request('PUT', '/api/admin/settings', boss, {
      qualityThresholds: thresholds,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.qualityThresholds).toEqual(thresholds);
    // The PUT answers at once; the recomputation runs after it.
    await t.app.backgroundWork();
    expect(await detail(ids.run13)).toMatchObject({
      flags: { straightLining: false, longestRun: 13 },
      qualityOverride: 'keep',
      qualityOverrideReason: 'Đã hỏi lại học sinh',
    });
    // 24 identical answers stay flagged whatever the threshold, and stay excluded.
    expect(await detail(ids.fives)).toMatchObject({
      flags: { straightLining: true },
      qualityOverride: 'exclude',
    });
    expect(await listed('quality=flagged')).toEqual([ids.fives]);

    await request('PUT', '/api/admin/settings', boss, {
      qualityThresholds: DEFAULT_QUALITY_THRESHOLDS,
    });
    await t.app.backgroundWork();
    expect(await detail(ids.run13)).toMatchObject({
      flags: { straightLining: true },
      qualityOverride: 'keep',
    });
  });

  it('takes a decision back, and the flags decide again', async () => {
    const cleared = await override(ids.run13, { override: null });
    expect(cleared.json().data).toMatchObject({
      qualityOverride: null,
      qualityOverrideReason: null,
    });
    expect(await listed('quality=flagged')).toEqual([ids.fives, ids.run13].sort());
    await override(ids.run13, { override: 'keep', reason: 'Đã hỏi lại học sinh' });
  });

  it('carries one column per flag and the override in both exports', async () => {
    const csv = await request('GET', '/api/admin/surveys/export?format=csv', boss);
    const [header, ...rows] = parseCsv(csv.body.slice(1));
    const records = rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]])));
    expect(records.find((record) => record.id === ids.fives)).toMatchObject({
      flag_straight_lining: '1',
      flag_inconsistent: '1',
      flag_speeding: '0',
      flag_duplicate: '0',
      quality_override: 'exclude',
    });
    expect(records.find((record) => record.id === ids.clean)).toMatchObject({
      flag_straight_lining: '0',
      quality_override: '',
    });
    const json = (await request('GET', '/api/admin/surveys/export?format=json', boss)).json() as {
      id: string;
      flags: Flagged['flags'];
      qualityOverride: string | null;
    }[];
    expect(json.find((record) => record.id === ids.run13)).toMatchObject({
      flags: { straightLining: true, longestRun: 13 },
      qualityOverride: 'keep',
    });
    const unflagged = await request(
      'GET',
      '/api/admin/surveys/export?format=json&quality=unflagged',
      boss,
    );
    expect((unflagged.json() as { id: string }[]).map((record) => record.id).sort()).toEqual(
      [ids.clean, ids.run13].sort(),
    );
  });

  it('refuses bad input with a 400 that names it, and anyone without review_quality', async () => {
    const refused = async (body: unknown, field: RegExp) => {
      const response = await override(ids.clean, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
      expect(response.json().message).toMatch(field);
    };
    await refused({ override: 'maybe', reason: 'x' }, /keep, exclude or null/);
    await refused({ override: 'keep' }, /reason/);
    await refused({ override: 'exclude', reason: '   ' }, /reason/);
    await refused({ override: 'keep', reason: 'x'.repeat(501) }, /500/);
    await refused({ override: 'keep', reason: 'ok', extra: 1 }, /extra/);
    await refused({ reason: 'ok' }, /keep, exclude or null/);
    expect((await override('not-a-uuid', { override: null })).statusCode).toBe(400);
    expect(
      (await override('00000000-0000-4000-8000-000000000000', { override: null })).statusCode,
    ).toBe(404);
    expect((await override(ids.clean, { override: 'keep', reason: 'x' }, viewer)).statusCode).toBe(
      403,
    );
    expect((await request('GET', '/api/admin/surveys?quality=some', boss)).statusCode).toBe(400);
    expect((await request('GET', '/api/admin/surveys?flag=lazy', boss)).statusCode).toBe(400);
    const badThresholds = await request('PUT', '/api/admin/settings', boss, {
      qualityThresholds: { ...DEFAULT_QUALITY_THRESHOLDS, longStringMin: 1 },
    });
    expect(badThresholds.statusCode).toBe(400);
    // Thresholds are a superadmin's setting.
    const byResearcher = await request('PUT', '/api/admin/settings', researcher, {
      qualityThresholds: DEFAULT_QUALITY_THRESHOLDS,
    });
    expect(byResearcher.statusCode).toBe(403);
  });
});
