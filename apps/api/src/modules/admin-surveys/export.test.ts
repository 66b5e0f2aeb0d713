import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, loginAs } from '../../../test/support/admins';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { BACKENDS } from '../../../test/support/environment';
import {
  MOST_APPREHENSIVE,
  PATTERNED_ANSWERS,
  VALID_DEMOGRAPHICS,
  responsesFrom,
  validSubmission,
} from '../../../test/support/submissions';
import { parseCsv } from '../../../test/support/csv';

describe.each(BACKENDS)('exporting responses on the %s database', (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await createAdmin(t.database.db, {
      username: 'res',
      password: 'research password',
      role: 'researcher',
    });
    token = await loginAs(t.app, 'res', 'research password');
    await t.app.inject({
      method: 'POST',
      url: '/api/surveys',
      payload: validSubmission({
        email: 'secret@example.com',
        demographics: {
          ...VALID_DEMOGRAPHICS,
          causes: ['other'],
          causesOtherText: '=HYPERLINK("http://x","Sợ, "bị" chê")',
        },
      }),
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/surveys',
      payload: validSubmission({
        responses: responsesFrom(MOST_APPREHENSIVE),
        demographics: { ...VALID_DEMOGRAPHICS, grade: 'grade12' },
      }),
    });
  });
  afterAll(() => t.close());

  const download = (query: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/surveys/export?${query}`,
      headers: { authorization: `Bearer ${token}` },
    });

  it('writes a CSV that a spreadsheet reads back intact: BOM, header, one row per response', async () => {
    const response = await download('format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="surveys_export_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = parseCsv(response.body.slice(1));
    // 11 about the response and its respondent, 7 about its class and wording, 3 about its
    // assent, whether it is beyond its class's enrolment, the class's label, 24 answers,
    // 7 scores, 4 data-quality flags and the override, and the zone its times are written in.
    expect(header).toHaveLength(11 + 7 + 3 + 1 + 1 + 24 + 7 + 5 + 1);
    expect(header!.slice(0, 3)).toEqual(['id', 'created_at', 'started_at']);
    expect(rows).toHaveLength(2);
    const byColumn = (row: string[]) =>
      Object.fromEntries(header!.map((name, index) => [name, row[index]]));
    const [first, second] = rows.map(byColumn);
    expect(first).toMatchObject({
      grade: 'grade11',
      causes: 'other',
      causes_other_text: `'=HYPERLINK("http://x","Sợ, "bị" chê")`,
      question1: String(PATTERNED_ANSWERS[0]),
      question24: String(PATTERNED_ANSWERS[23]),
      total_score: '84',
      group_discussion: '21',
      interpretation: 'high',
      report_band: 'high',
    });
    expect(second).toMatchObject({ grade: 'grade12', total_score: '120' });
    expect(response.body).not.toContain('secret@example.com');
  });

  it('writes each time on the study’s clock with its offset, and names the zone', async () => {
    const [header, ...rows] = parseCsv((await download('format=csv')).body.slice(1));
    const instants = (await download('format=json')).json() as { createdAt: string }[];
    const column = (name: string) => header!.indexOf(name);
    rows.forEach((row, index) => {
      const written = row[column('created_at')]!;
      // Asia/Ho_Chi_Minh, ANALYTICS_TIME_ZONE's default: UTC+7 all year.
      expect(written).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/);
      expect(row[column('time_zone')]).toBe('Asia/Ho_Chi_Minh');
      // The same instant as the JSON's UTC time (to the second), read seven hours later.
      const instant = new Date(instants[index]!.createdAt);
      expect(Date.parse(written)).toBe(Math.floor(instant.getTime() / 1000) * 1000);
      const wall = new Date(instant.getTime() + 7 * 3_600_000).toISOString().slice(0, 19);
      expect(written.slice(0, 19)).toBe(wall);
    });
  });

  it('writes the same responses as JSON, and follows the filters', async () => {
    const all = await download('format=json');
    expect(all.headers['content-disposition']).toMatch(/surveys_export_.*\.json"$/);
    const parsed = all.json();
    expect(parsed).toHaveLength(2);
    expect(parsed[0]).toMatchObject({
      demographics: { grade: 'grade11', causes: ['other'] },
      scores: { totalScore: 84 },
      reportBand: 'high',
    });
    expect(all.body).not.toContain('secret@example.com');

    const grade12 = (await download('format=json&grade=grade12')).json();
    expect(grade12.map((row: { scores: { totalScore: number } }) => row.scores.totalScore)).toEqual(
      [120],
    );
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(
      new Date(),
    );
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect((await download(`format=json&from=${tomorrow}`)).json()).toEqual([]);
  });

  it('gives a spreadsheet no formula, whether it splits the file on "," or on ";"', async () => {
    const texts = ['x;=1+1;', 'a, -2; "+3"', 'một dòng\n@SUM(A1)'];
    for (const causesOtherText of texts) {
      await t.app.inject({
        method: 'POST',
        url: '/api/surveys',
        payload: validSubmission({
          demographics: {
            ...VALID_DEMOGRAPHICS,
            grade: 'grade10',
            causes: ['other'],
            causesOtherText,
          },
        }),
      });
    }
    const body = (await download('format=csv&grade=grade10')).body.slice(1);
    for (const separator of [',', ';'] as const) {
      for (const cell of parseCsv(body, separator).flat()) {
        expect(cell.trimStart(), `${separator}: ${JSON.stringify(cell)}`).not.toMatch(
          /^[=+\-@\t\r]/,
        );
      }
    }
    const [header, ...rows] = parseCsv(body, ',');
    const column = header!.indexOf('causes_other_text');
    expect(rows.map((row) => row[column]!.replaceAll("'", '')).sort()).toEqual([...texts].sort());
  });

  it('refuses an unknown format or a malformed date with a 400', async () => {
    expect((await download('format=xlsx')).statusCode).toBe(400);
    expect((await download('format=csv&from=21/11/2026')).statusCode).toBe(400);
  });
});
