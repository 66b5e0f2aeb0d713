import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ITEMS, PRCA24_SCORES, type ChangeAnalytics, type Locale } from '@prca/core';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { queryRows } from '../../../db/query-rows';
import { analyticsData, signedInAdminApp } from '../../../../test/support/admin-app';
import { ANALYSIS_PACKAGE_FILES } from '../../../../test/support/analysis-package';
import { parseCsv } from '../../../../test/support/csv';
import { BACKENDS } from '../../../../test/support/environment';
import { fixedId as id } from '../../../../test/support/fixed-ids';
import {
  TWO_SCHOOLS,
  plantTwoSchools,
  programme,
  uuid,
  type Planted,
} from '../../../../test/support/planted-pairs';
import { rawFromOriented } from '../../../../test/support/stored-responses';
import { CHANGE_SCORE_COLUMNS } from './change-variables';

/*
 * change.csv of the analysis package (issue 32): the students matched between consecutive
 * waves, one row each, and the paired t-tests that prca24.R and prca24.sps run on it, read by
 * the real R and PSPP: their t must be the change endpoint's. A package with no matched student
 * has no change.csv, and both scripts still run.
 */

const { a: SCHOOL_A, b: SCHOOL_B } = TWO_SCHOOLS.schools;
const { first: WAVE_1, second: WAVE_2 } = TWO_SCHOOLS.waves;
const WAVE_3 = id(13);
const WAVE_NAMES = { [WAVE_1]: 'Đợt 1', [WAVE_2]: 'Đợt 2', [WAVE_3]: 'Đợt 3' };
const CLASS = { ...TWO_SCHOOLS.classes, a12: id(26) };

/**
 * The third wave: two programme students again (matched with their second response), and two
 * whose codes meet no one.
 */
const THIRD_WAVE: Planted[] = [
  ...[0, 1].map((i) => ({
    id: uuid(5, i),
    wave: WAVE_3,
    classId: CLASS.a12,
    schoolId: SCHOOL_A,
    code: ['A', i, 'B', i % 10],
    answers: rawFromOriented(programme.before[i + 10]!),
  })),
  ...[2, 3].map((i) => ({
    id: uuid(5, i),
    wave: WAVE_3,
    classId: CLASS.a12,
    schoolId: SCHOOL_A,
    code: ['Z', i, 'Z', i],
  })),
];

/** The two schools, and a third wave; made out of order: the opening days order them. */
const plantThreeWaves = (db: Database) =>
  plantTwoSchools(db, {
    waves: [
      { id: WAVE_3, name: WAVE_NAMES[WAVE_3]!, opensOn: '2027-05-01' },
      { id: WAVE_2, name: WAVE_NAMES[WAVE_2]!, opensOn: '2027-01-15' },
      { id: WAVE_1, name: WAVE_NAMES[WAVE_1]!, opensOn: '2026-09-05' },
    ],
    classes: [
      {
        id: CLASS.a12,
        schoolId: SCHOOL_A,
        waveId: WAVE_3,
        name: '12A1',
        code: '7777772',
        grade: 'grade12',
      },
    ],
    responses: THIRD_WAVE,
  });

describe.each(BACKENDS)('change.csv of the analysis package on the %s database', (backend) => {
  const admin = signedInAdminApp(backend, 'superadmin');
  let work: string;
  let codes: { waves: Map<string, number>; schools: Map<string, number> };

  beforeAll(async () => {
    await plantThreeWaves(admin.t.database.db);
    const codeRows = (table: 'waves' | 'schools') =>
      queryRows<{ id: string; code: number }>(
        admin.t.database.db,
        sql.raw(`SELECT id::text AS id, package_code AS code FROM ${table}`),
      );
    codes = {
      waves: new Map((await codeRows('waves')).map((row) => [row.id, row.code])),
      schools: new Map((await codeRows('schools')).map((row) => [row.id, row.code])),
    };
    work = mkdtempSync(join(tmpdir(), 'prca24-change-'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  /** Downloads the package of `query` and unpacks it into a folder of its own. */
  async function unpacked(query: string, labels: Locale = 'en') {
    const response = await admin.t.app.inject({
      method: 'GET',
      url: `/api/admin/surveys/export?format=package&labels=${labels}${query}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const folder = mkdtempSync(join(work, 'package-'));
    for (const [name, content] of Object.entries(files)) writeFileSync(join(folder, name), content);
    return { folder, files, names: Object.keys(files).sort() };
  }

  const endpoint = (query: string): Promise<ChangeAnalytics> =>
    analyticsData(admin, `change?${query}`);

  /** change.csv's rows as objects of numbers, by column name. */
  function changeRows(folder: string): Record<string, number>[] {
    const [header, ...rows] = parseCsv(readFileSync(join(folder, 'change.csv'), 'utf8').slice(1));
    return rows
      .filter((row) => row.length === header!.length)
      .map((row) => Object.fromEntries(header!.map((name, index) => [name, Number(row[index])])));
  }

  /** One side's scores, as change.csv writes them, of oriented answers. */
  const scoresOf = (oriented: readonly number[]) =>
    PRCA24_SCORES.map((score) =>
      ITEMS.filter((item) => score === 'total' || item.category === score).reduce(
        (sum, item) => sum + oriented[item.id - 1]!,
        0,
      ),
    );

  // First: nothing has matched these waves yet, so the export must match them itself.
  it('writes one row per matched pair of consecutive waves, with no response id', async () => {
    const { folder, files, names } = await unpacked('');
    expect(names).toEqual([...ANALYSIS_PACKAGE_FILES, 'change.csv'].sort());
    const text = strFromU8(files['change.csv']!);
    expect(parseCsv(text.replace(/^\uFEFF/, ''))[0]).toEqual([
      'pair_id',
      'from_wave',
      'to_wave',
      'school',
      'match_quality',
      ...CHANGE_SCORE_COLUMNS.flatMap((c) => [c.before, c.after]),
    ]);
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    const rows = changeRows(folder);
    expect(rows.map((row) => row.pair_id)).toEqual(rows.map((_, index) => index + 1));
    // Waves in the order they open (made the other way round): 1 → 2 and 2 → 3.
    const [w1, w2, w3] = [WAVE_1, WAVE_2, WAVE_3].map((wave) => codes.waves.get(wave)!);
    const [a, b] = [SCHOOL_A, SCHOOL_B].map((school) => codes.schools.get(school)!);
    const groups = new Map<string, number>();
    for (const row of rows) {
      const key = [row.from_wave, row.to_wave, row.school, row.match_quality].join(' ');
      groups.set(key, (groups.get(key) ?? 0) + 1);
    }
    expect(Object.fromEntries(groups)).toEqual({
      [`${w1} ${w2} ${a} 1`]: 120,
      [`${w1} ${w2} ${b} 2`]: 5,
      [`${w2} ${w3} ${a} 1`]: 2,
    });
    // The programme's 120 pairs, score by score, before and after.
    const written = rows
      .filter((row) => row.from_wave === w1 && row.school === a)
      .map((row) => CHANGE_SCORE_COLUMNS.flatMap((c) => [row[c.before], row[c.after]]).join(' '))
      .sort();
    const planted = programme.before
      .map((before, i) => {
        const [earlier, later] = [scoresOf(before), scoresOf(programme.after[i]!)];
        return earlier.flatMap((score, index) => [score, later[index]]).join(' ');
      })
      .sort();
    expect(written).toEqual(planted);
    const md = strFromU8(files['codebook.md']!);
    expect(md).toContain('| Đợt 1 | Đợt 2 | 125 |');
    expect(md).toContain('| Đợt 2 | Đợt 3 | 2 |');
    expect(md).toMatch(/^\| match_quality \|.*1 = Exact: the same code \/ Khớp hoàn toàn/m);
    expect(strFromU8(files['README.txt']!)).toContain('5. change.csv');
  });

  it.each(['vi', 'en'] as const)(
    'R runs the paired t-tests of the %s package: the change endpoint’s t',
    async (labels) => {
      const { folder } = await unpacked(`&school=${SCHOOL_A}`, labels);
      writeFileSync(
        join(folder, 'check.R'),
        `source("prca24.R")
writeLines(enc2utf8(c(levels(change$from_wave), levels(change$match_quality),
                      attr(change$total_after, "label"))), "labels.txt", useBytes = TRUE)
`,
      );
      const output = execFileSync('Rscript', ['check.R'], { cwd: folder, encoding: 'utf8' });
      const printed = [
        ...output.matchAll(
          /^paired (\w+) wave (\d+) -> (\d+) t = (\S+) df = (\d+) .*\(n = (\d+)\)$/gm,
        ),
      ].map((match) => ({
        column: match[1]!,
        from: Number(match[2]),
        to: Number(match[3]),
        t: Number(match[4]),
        df: Number(match[5]),
        n: Number(match[6]),
      }));
      const [w1, w2, w3] = [WAVE_1, WAVE_2, WAVE_3].map((wave) => codes.waves.get(wave)!);
      for (const [from, to, n] of [
        [WAVE_1, WAVE_2, 120],
        [WAVE_2, WAVE_3, 2],
      ] as const) {
        const product = await endpoint(`fromWave=${from}&toWave=${to}&school=${SCHOOL_A}`);
        expect(product.pairs.total).toBe(n);
        for (const score of product.scores) {
          const column = CHANGE_SCORE_COLUMNS.find((c) => c.score === score.score)!.column;
          const line = printed.find(
            (row) =>
              row.column === column &&
              row.from === codes.waves.get(from) &&
              row.to === codes.waves.get(to),
          );
          expect(line, `${column} ${from} → ${to}`).toMatchObject({ n, df: n - 1 });
          // Printed to six decimals.
          expect(Math.abs(line!.t - score.t!), column).toBeLessThanOrEqual(5e-7 + 1e-9);
        }
      }
      expect(printed.map((row) => `${row.from}-${row.to}`)).toEqual([
        ...Array(5).fill(`${w1}-${w2}`),
        ...Array(5).fill(`${w2}-${w3}`),
      ]);
      const read = readFileSync(join(folder, 'labels.txt'), 'utf8').trim().split('\n');
      expect(read).toEqual(
        labels === 'vi'
          ? [
              'Đợt 3',
              'Đợt 2',
              'Đợt 1',
              'Khớp hoàn toàn: cùng một mã',
              expect.stringMatching(/^Lệch một câu/),
              'Tổng điểm PRCA-24 ở đợt sau (24–120)',
            ]
          : [
              'Đợt 3',
              'Đợt 2',
              'Đợt 1',
              'Exact: the same code',
              expect.stringMatching(/^One difference/),
              'PRCA-24 total in the later wave (24–120)',
            ],
      );
    },
  );

  it('PSPP runs the paired t-tests of change.csv: the change endpoint’s t', async () => {
    const { folder } = await unpacked(`&school=${SCHOOL_A}`);
    const result = spawnSync('pspp', ['prca24.sps', '-O', 'format=csv', '-o', 'out.csv'], {
      cwd: folder,
      encoding: 'utf8',
    });
    const output = readFileSync(join(folder, 'out.csv'), 'utf8');
    expect(result.stderr + output).not.toMatch(/error|warning|not valid/i);
    for (const [from, to, n] of [
      [WAVE_1, WAVE_2, 120],
      [WAVE_2, WAVE_3, 2],
    ] as const) {
      // Each wave pair's tests follow its name, oldest pair first.
      const named = `Earlier wave: ${WAVE_NAMES[from]}; later wave: ${WAVE_NAMES[to]}`;
      expect(output, named).toContain(named);
      const after = output.slice(output.indexOf(named));
      const table = after.slice(after.indexOf('Table: Paired Samples Test\n')).split('\n\n')[0]!;
      // Pair k, label, mean, SD, SE, lower, upper, t, df, p: t and df of each score in order.
      const printed = parseCsv(table)
        .filter((row) => /^Pair \d$/.test(row[0]!))
        .map((row) => ({ t: Number(row[7]), df: Number(row[8]) }));
      const product = await endpoint(`fromWave=${from}&toWave=${to}&school=${SCHOOL_A}`);
      expect(printed).toHaveLength(PRCA24_SCORES.length);
      product.scores.forEach((score, index) => {
        expect(printed[index]!.df, score.score).toBe(n - 1);
        // PSPP prints six decimals (SET FORMAT=F12.6).
        expect(Math.abs(printed[index]!.t - score.t!), score.score).toBeLessThanOrEqual(
          5e-7 + 1e-9,
        );
      });
    }
  });

  it('a package with no matched pair has no change.csv, and both scripts still run', async () => {
    // The last wave's responses: no later wave to be matched with.
    const { folder, files, names } = await unpacked(`&wave=${WAVE_3}`);
    expect(names).toEqual(ANALYSIS_PACKAGE_FILES);
    expect(strFromU8(files['codebook.md']!)).toContain('This package has no change.csv');
    const r = spawnSync('Rscript', ['prca24.R'], { cwd: folder, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/alpha total [\d.]+ \(n = 4\)/);
    expect(r.stdout).toContain('No change.csv: no student was matched');
    const pspp = spawnSync('pspp', ['prca24.sps', '-O', 'format=csv', '-o', 'out.csv'], {
      cwd: folder,
      encoding: 'utf8',
    });
    const output = readFileSync(join(folder, 'out.csv'), 'utf8');
    expect(pspp.stderr + output).not.toMatch(/error|warning|not valid/i);
    expect(output).toContain('Table: Reliability Statistics');
    expect(output).not.toContain('Paired');
  });
});
