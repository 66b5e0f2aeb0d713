import { ITEMS } from '@prca/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../../../test/support/admins';
import { createTestApp, type TestApp } from '../../../../test/support/app';
import { parseCsv } from '../../../../test/support/csv';
import { BACKENDS } from '../../../../test/support/environment';
import {
  LEAST_APPREHENSIVE,
  MOST_APPREHENSIVE,
  responsesFrom,
  validSubmission,
} from '../../../../test/support/submissions';

/** `run` identical answers (3) first, then an attentive student at level 2: a long string. */
const longString = (run: number) =>
  ITEMS.map((item, index) => (index < run ? 3 : item.key === 'plus' ? 2 : 4));

// Issue 31: a response with a researcher's decision can be found again, and so can the flagged
// ones still waiting for one; the export finds the same responses as the list.
describe.each(BACKENDS)('the responses list by decision on the %s database', (backend) => {
  let t: TestApp;
  let researcher: string;
  const ids = {
    flaggedKept: '',
    flaggedExcluded: '',
    flaggedUndecided: '',
    cleanExcluded: '',
    cleanUndecided: '',
  };

  const request = (method: 'GET' | 'PUT', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${researcher}`, 'accept-language': 'en' },
      ...(payload && { payload }),
    });

  beforeAll(async () => {
    t = await createTestApp(backend);
    researcher = await signInAdmin(t, 'researcher');
    const answersOf: Record<keyof typeof ids, number[]> = {
      flaggedKept: longString(13),
      flaggedExcluded: longString(14),
      flaggedUndecided: longString(15),
      cleanExcluded: MOST_APPREHENSIVE,
      cleanUndecided: LEAST_APPREHENSIVE,
    };
    for (const key of Object.keys(ids) as (keyof typeof ids)[]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/surveys',
        payload: validSubmission({ responses: responsesFrom(answersOf[key]) }),
      });
      ids[key] = response.json().data.id;
    }
    for (const [id, override] of [
      [ids.flaggedKept, 'keep'],
      [ids.flaggedExcluded, 'exclude'],
      [ids.cleanExcluded, 'exclude'],
    ] as const) {
      const saved = await request('PUT', `/api/admin/surveys/${id}/quality`, {
        override,
        reason: 'Đã xem lại',
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
  });
  afterAll(() => t.close());

  const listed = async (query: string) => {
    const response = await request('GET', `/api/admin/surveys?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data.surveys as { id: string }[]).map((survey) => survey.id).sort();
  };
  const exported = async (query: string) => {
    const json = await request('GET', `/api/admin/surveys/export?format=json&${query}`);
    expect(json.statusCode, json.body).toBe(200);
    const csv = await request('GET', `/api/admin/surveys/export?format=csv&${query}`);
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, ...rows] = parseCsv(csv.body.slice(1));
    const idColumn = header!.indexOf('id');
    const csvIds = rows.map((row) => row[idColumn]!).sort();
    const jsonIds = (json.json() as { id: string }[]).map((record) => record.id).sort();
    expect(csvIds).toEqual(jsonIds);
    return jsonIds;
  };

  it.each([
    ['decision=keep', ['flaggedKept']],
    ['decision=exclude', ['flaggedExcluded', 'cleanExcluded']],
    ['decision=keep,exclude', ['flaggedKept', 'flaggedExcluded', 'cleanExcluded']],
    ['decision=none', ['flaggedUndecided', 'cleanUndecided']],
    // What is left to review: flagged, with no decision yet.
    ['flag=straightLining&decision=none', ['flaggedUndecided']],
    ['flag=straightLining&decision=exclude', ['flaggedExcluded']],
    ['quality=flagged&decision=exclude', ['flaggedExcluded', 'cleanExcluded']],
    ['decision=none,keep,exclude', Object.keys(ids)],
  ] as const)('%s lists and exports the same responses', async (query, expected) => {
    const want = expected.map((key) => ids[key as keyof typeof ids]).sort();
    expect(await listed(query)).toEqual(want);
    expect(await exported(query)).toEqual(want);
  });

  it('names the decision filter in the package file name', async () => {
    const response = await request('GET', '/api/admin/surveys/export?format=package&decision=none');
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-disposition']).toContain('decision-none');
  });

  it.each(['decision=maybe', 'decision=keep,later', 'decision=', 'decision=KEEP'])(
    'refuses %s with a 400 that says the choices, in both languages',
    async (query) => {
      for (const url of [
        `/api/admin/surveys?${query}`,
        `/api/admin/surveys/export?format=csv&${query}`,
      ]) {
        const english = await request('GET', url);
        expect(english.statusCode, english.body).toBe(400);
        expect(english.json()).toMatchObject({
          success: false,
          message: expect.stringContaining('"decision" must be keep, exclude or none'),
        });
        const vietnamese = await t.app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${researcher}`, 'accept-language': 'vi' },
        });
        expect(vietnamese.statusCode).toBe(400);
        expect(vietnamese.json().message).toContain(
          'Bộ lọc "decision" phải là keep (giữ lại), exclude (loại bỏ) hoặc none',
        );
      }
    },
  );
});
