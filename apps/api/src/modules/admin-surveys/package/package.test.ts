import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CATEGORIES, type Locale } from '@prca/core';
import { inArray } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyResponses } from '../../../db/schema';
import { signedInAdminApp } from '../../../../test/support/admin-app';
import { BACKENDS } from '../../../../test/support/environment';
import { insertResponses, rawFromOriented } from '../../../../test/support/stored-responses';
import { createStudy } from '../../../../test/support/study';
import { parseCsv } from '../../../../test/support/csv';
import { subscoreColumn } from './variables';

/*
 * The analysis package read by the real clients researchers use (issue 20): PSPP runs
 * prca24.sps and R runs prca24.R on an exported package; their alphas must be the product's.
 * CI installs both (.ci/run); a machine without them fails here, saying how to install them.
 */

function requireTool(command: string, install: string): void {
  const found = spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
  if (!found) throw new Error(`${command} is missing: install it with  ${install}`);
}

/** A deterministic sample with a common trait, so that the items correlate as real data do. */
function sampleAnswers(count: number): number[][] {
  let seed = 20;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  return Array.from({ length: count }, () => {
    const trait = random() * 2.5;
    const oriented = Array.from({ length: 24 }, () =>
      Math.min(5, Math.max(1, Math.round(1 + trait + (random() - 0.5) * 3.5))),
    );
    return rawFromOriented(oriented);
  });
}

/** What respondents wrote: commas, quotes, line breaks and a leading =, in Vietnamese. */
const FREE_TEXTS = [
  '=Sợ bị chê, "nói sai" trước lớp',
  'Tôi ngại nói;\nnhất là khi\r\ncô gọi tên',
  '+84 "bạn bè", gia đình\n=SUM(1,2)',
];

describe.each(BACKENDS)('the analysis package on the %s database', (backend) => {
  const admin = signedInAdminApp(backend, 'superadmin');
  let work: string;
  let product: { alpha: number; scales: Record<string, number> };
  beforeAll(async () => {
    requireTool('pspp', 'apt-get install pspp');
    requireTool('Rscript', 'apt-get install r-base-core r-cran-psych');
    const study = await createStudy(admin.t, admin.token, ['10A1, "chuyên" Toán']);
    await insertResponses(
      admin.t.database.db,
      sampleAnswers(60).map((answers, index) => ({
        answers,
        grade: (['grade10', 'grade11', 'grade12'] as const)[index % 3],
        gender: index % 2 === 0 ? 'female' : 'male',
        createdAt: new Date(Date.UTC(2026, 10, 1, 0, index)),
      })),
    );
    const ids = (
      await admin.t.database.db.select({ id: surveyResponses.id }).from(surveyResponses)
    ).map((row) => row.id);
    for (const [index, text] of FREE_TEXTS.entries()) {
      await admin.t.database.db
        .update(surveyResponses)
        .set({ causes: ['other'], causesOtherText: text })
        .where(inArray(surveyResponses.id, [ids[index]!]));
    }
    await admin.t.database.db
      .update(surveyResponses)
      .set({
        classId: study.classes[0]!.id,
        schoolId: study.schoolId,
        waveId: study.waveId,
      })
      .where(inArray(surveyResponses.id, ids.slice(0, 10)));
    const reliability = (await get('/api/admin/analytics/reliability')).json().data;
    product = {
      alpha: reliability.overall.alpha,
      scales: {
        total: reliability.overall.alpha,
        ...Object.fromEntries(
          CATEGORIES.map((category) => [
            subscoreColumn(category),
            reliability.byCategory[category].alpha,
          ]),
        ),
      },
    };
    work = mkdtempSync(join(tmpdir(), 'prca24-package-'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  function get(url: string) {
    return admin.t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${admin.token}` },
    });
  }

  /** Downloads the package and unpacks it into a folder of its own. */
  async function unpacked(labels: Locale): Promise<{ folder: string; names: string[] }> {
    const response = await get(`/api/admin/surveys/export?format=package&labels=${labels}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="prca24_\d{4}-\d{2}-\d{2}_all\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const folder = mkdtempSync(join(work, `${labels}-`));
    for (const [name, content] of Object.entries(files)) writeFileSync(join(folder, name), content);
    return { folder, names: Object.keys(files).sort() };
  }

  it.each(['vi', 'en'] as const)(
    'R reads the %s package with its labels and prints the product’s alphas to 1e-6',
    async (labels) => {
      const { folder, names } = await unpacked(labels);
      expect(names).toEqual(
        [
          'README.txt',
          'codebook.html',
          'codebook.md',
          'data.csv',
          'free_text.csv',
          'prca24.R',
          'prca24.sps',
        ].sort(),
      );
      // The script as shipped, then a look at what it left in the session.
      writeFileSync(
        join(folder, 'check.R'),
        `source("prca24.R")
writeLines(levels(prca24$grade), "grade-levels.txt", useBytes = TRUE)
writeLines(attr(prca24$grade, "label"), "grade-label.txt", useBytes = TRUE)
texts <- prca24$causes_other_text[!is.na(prca24$causes_other_text)]
writeLines(enc2utf8(paste(texts, collapse = "\\u241e")), "texts.txt", useBytes = TRUE)
writeLines(as.character(table(prca24$class)), "class-counts.txt")
`,
      );
      const output = execFileSync('Rscript', ['check.R'], { cwd: folder, encoding: 'utf8' });
      const alphas = Object.fromEntries(
        [...output.matchAll(/^alpha (\w+) ([\d.]+) \(n = (\d+)\)$/gm)].map((match) => [
          match[1],
          Number(match[2]),
        ]),
      );
      expect(Object.keys(alphas).sort()).toEqual(Object.keys(product.scales).sort());
      for (const [scale, alpha] of Object.entries(product.scales)) {
        expect(Math.abs(alphas[scale]! - alpha)).toBeLessThan(1e-6);
      }
      const read = (name: string) => readFileSync(join(folder, name), 'utf8').trim();
      expect(read('grade-levels.txt').split('\n')).toEqual(
        labels === 'vi' ? ['Lớp 10', 'Lớp 11', 'Lớp 12'] : ['Grade 10', 'Grade 11', 'Grade 12'],
      );
      expect(read('grade-label.txt')).toBe(labels === 'vi' ? 'Khối lớp' : 'Grade');
      // Every text exactly as written: no apostrophe before =, line breaks and quotes kept
      // (R's reader turns a CR LF inside a cell into LF, as it does at the end of a line).
      expect(read('texts.txt').split('\u241e').sort()).toEqual(
        FREE_TEXTS.map((text) => text.replaceAll('\r\n', '\n')).sort(),
      );
      const file = parseCsv(readFileSync(join(folder, 'free_text.csv'), 'utf8').slice(1));
      expect(
        file
          .slice(1)
          .map((row) => row[1])
          .sort(),
      ).toEqual([...FREE_TEXTS].sort());
      expect(read('class-counts.txt')).toBe('10');
    },
  );

  it.each(['vi', 'en'] as const)(
    'PSPP runs prca24.sps of the %s package: its labels and the product’s alphas',
    async (labels) => {
      const { folder } = await unpacked(labels);
      const result = spawnSync('pspp', ['prca24.sps', '-O', 'format=txt', '-o', 'out.txt'], {
        cwd: folder,
        encoding: 'utf8',
      });
      const output = readFileSync(join(folder, 'out.txt'), 'utf8');
      expect(result.stderr + output).not.toMatch(/error|not valid/i);
      // Reliability Statistics: "Cronbach's Alpha | N of Items", six decimals, in scale order.
      const alphas = [...output.matchAll(/^\|\s*([\d.]+)\|\s*(\d+)\|$/gm)].map((match) => ({
        alpha: Number(match[1]),
        items: Number(match[2]),
      }));
      expect(alphas.map((row) => row.items)).toEqual([24, 6, 6, 6, 6]);
      const expected = Object.values(product.scales);
      alphas.forEach((row, index) =>
        expect(Math.abs(row.alpha - expected[index]!)).toBeLessThanOrEqual(5e-7 + 1e-12),
      );
      for (const label of labels === 'vi'
        ? ['Khối lớp', 'Lớp 10', 'Giới tính', 'Nữ', 'Nam', 'Tổng điểm PRCA-24']
        : ['Grade', 'Grade 10', 'Gender', 'Female', 'PRCA-24 total']) {
        expect(output).toContain(label);
      }
      // 20 of each grade, 60 cases: none split or lost.
      expect(output).toMatch(
        new RegExp(`\\|Valid ${labels === 'vi' ? 'Lớp 10' : 'Grade 10'}\\s*\\|\\s*20\\|`),
      );
      expect(output).toMatch(/\|Valid\s*\|60\| 100\.0%\|/);
    },
  );

  it('has no e-mail option and no e-mail column, and refuses bad options', async () => {
    // The option was removed with every e-mail an administrator could see (issue 27).
    const withEmail = await get('/api/admin/surveys/export?format=package&email=true');
    expect(withEmail.statusCode).toBe(400);
    expect(withEmail.json()).toMatchObject({ success: false, field: 'email' });
    const without = await get('/api/admin/surveys/export?format=package');
    const bytes = unzipSync(new Uint8Array(without.rawPayload))['data.csv']!;
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const plain = strFromU8(bytes);
    expect(plain.split('\r\n')[0]).not.toMatch(/mail/i);
    expect(plain.split('\r\n').filter(Boolean)).toHaveLength(61);
    const bad = await get('/api/admin/surveys/export?format=package&labels=fr');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false });
    const csvWithLabels = await get('/api/admin/surveys/export?format=csv&labels=vi');
    expect(csvWithLabels.statusCode).toBe(400);
  });
});
