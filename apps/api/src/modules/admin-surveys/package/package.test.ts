import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CATEGORIES, DEFAULT_CONSENT_SHEETS, type Locale } from '@prca/core';
import { eq, inArray } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, consentVersions, surveyResponses } from '../../../db/schema';
import { signedInAdminApp } from '../../../../test/support/admin-app';
import { BACKENDS } from '../../../../test/support/environment';
import { insertResponses, rawFromOriented } from '../../../../test/support/stored-responses';
import { asAdmin, createStudy } from '../../../../test/support/study';
import { ANALYSIS_PACKAGE_FILES } from '../../../../test/support/analysis-package';
import { parseCsv } from '../../../../test/support/csv';
import { NO_ASSENT_RECORDED, subscoreColumn } from './variables';

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

/**
 * A sheet a superadmin edited: a line break, a placeholder, characters markdown and HTML read
 * as markup. The codebook must quote it exactly.
 */
const EDITED_SHEET = {
  vi: '# Khảo sát này nhằm mục đích gì?\n\nNhóm nghiên cứu | <b>THPT</b> muốn hiểu bạn.\nKết quả được giữ {{retentionDays}} ngày.',
  en: '# What is this survey for?\n\nThe research team | <b>school</b> wants to understand you.\nResults are kept {{retentionDays}} days.',
};

/** What respondents wrote: commas, quotes, line breaks and a leading =, in Vietnamese. */
const FREE_TEXTS = [
  '=Sợ bị chê, "nói sai" trước lớp',
  'Tôi ngại nói;\nnhất là khi\r\ncô gọi tên',
  '+84 "bạn bè", gia đình\n=SUM(1,2)',
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const sheetColumns = (text: { vi: string; en: string }) => ({ textVi: text.vi, textEn: text.en });

/** The three classes in code order (the order they were made in), and the responses each holds. */
const CLASS_LEVELS = [
  ['10A1, "chuyên" Toán', 10],
  ['10A1 (THPT Lê Hồng Phong)', 7],
  ['10A1 (THPT Nguyễn Du)', 5],
] as const;

describe.each(BACKENDS)('the analysis package on the %s database', (backend) => {
  const admin = signedInAdminApp(backend, 'superadmin');
  let work: string;
  let product: { alpha: number; scales: Record<string, number> };
  beforeAll(async () => {
    requireTool('pspp', 'apt-get install pspp');
    requireTool('Rscript', 'apt-get install r-base-core r-cran-psych');
    // Two schools each with a "10A1" (and each with a wave named "Đợt 1"): R must keep them
    // two classes, PSPP must label them apart.
    const study = await createStudy(admin.t, admin.token, ['10A1, "chuyên" Toán', '10A1']);
    const other = await createStudy(admin.t, admin.token, ['10A1'], 'THPT Nguyễn Du');
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
    const assign = (classId: string, schoolId: string, waveId: string, chosen: string[]) =>
      admin.t.database.db
        .update(surveyResponses)
        .set({ classId, schoolId, waveId })
        .where(inArray(surveyResponses.id, chosen));
    await assign(study.classes[0]!.id, study.schoolId, study.waveId, ids.slice(0, 10));
    await assign(study.classes[1]!.id, study.schoolId, study.waveId, ids.slice(10, 17));
    await assign(other.classes[0]!.id, other.schoolId, other.waveId, ids.slice(17, 22));
    // Assent: 40 under version 1, 15 under version 2, 5 with none recorded (an older app).
    // Version 3 exists but no response was given under it.
    await admin.t.database.db.insert(consentVersions).values([
      {
        version: 1,
        respondentIdentity: 'anonymous',
        ...sheetColumns(DEFAULT_CONSENT_SHEETS.anonymous),
      },
      { version: 2, respondentIdentity: 'email', ...sheetColumns(EDITED_SHEET) },
      { version: 3, respondentIdentity: 'signIn', textVi: 'Không dùng', textEn: 'Unused' },
    ]);
    for (const [version, chosen] of [
      [1, ids.slice(0, 40)],
      [2, ids.slice(40, 55)],
    ] as const) {
      await admin.t.database.db
        .update(surveyResponses)
        .set({ consentVersion: version, consentAt: new Date(Date.UTC(2026, 9, 31, 23, 0)) })
        .where(inArray(surveyResponses.id, [...chosen]));
    }
    await admin.t.database.db
      .update(surveyResponses)
      .set({ submittedAfterClassClosed: true })
      .where(inArray(surveyResponses.id, ids.slice(17, 19)));
    // Parents' consent: not collected for the study, collected for the Nguyễn Du 10A1.
    const setting = await asAdmin(admin.t, admin.token, 'PUT', '/api/admin/settings', {
      parentalConsentCollected: false,
    });
    expect(setting.status, JSON.stringify(setting.body)).toBe(200);
    await admin.t.database.db
      .update(classes)
      .set({ parentalConsentCollected: true })
      .where(eq(classes.id, other.classes[0]!.id));
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
      expect(names).toEqual(ANALYSIS_PACKAGE_FILES);
      // The script as shipped, then a look at what it left in the session.
      writeFileSync(
        join(folder, 'check.R'),
        `source("prca24.R")
writeLines(levels(prca24$grade), "grade-levels.txt", useBytes = TRUE)
writeLines(attr(prca24$grade, "label"), "grade-label.txt", useBytes = TRUE)
texts <- prca24$causes_other_text[!is.na(prca24$causes_other_text)]
writeLines(enc2utf8(paste(texts, collapse = "\\u241e")), "texts.txt", useBytes = TRUE)
writeLines(as.character(table(prca24$class)), "class-counts.txt")
writeLines(enc2utf8(levels(prca24$class)), "class-levels.txt", useBytes = TRUE)
writeLines(enc2utf8(levels(prca24$wave)), "wave-levels.txt", useBytes = TRUE)
writeLines(c(as.character(sum(is.na(prca24$consent_version))),
             as.character(table(prca24$consent_version)),
             as.character(sum(is.na(prca24$consent_at))),
             as.character(table(prca24$submitted_after_class_closed))), "consent.txt")
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
      // Two schools' "10A1" stay two levels, each with its own responses (factor() would have
      // merged two equal labels into one level of 12).
      expect(read('class-levels.txt').split('\n')).toEqual(CLASS_LEVELS.map(([label]) => label));
      expect(read('class-counts.txt').split('\n')).toEqual(
        CLASS_LEVELS.map(([, count]) => String(count)),
      );
      expect(read('wave-levels.txt').split('\n')).toEqual(['Đợt 1', 'Đợt 1 #2']);
      // 5 with no assent recorded (NA), 40 under version 1, 15 under version 2; two responses
      // came in after their class closed.
      expect(read('consent.txt').split('\n')).toEqual(['5', '40', '15', '5', '58', '2']);
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

      // The class and wave value labels as a researcher's FREQUENCIES shows them: two schools'
      // "10A1" are two labelled rows with their own counts, and two waves named "Đợt 1" too.
      writeFileSync(
        join(folder, 'check.sps'),
        `${readFileSync(join(folder, 'prca24.sps'), 'utf8')}FREQUENCIES /VARIABLES=class wave.\n`,
      );
      // (As CSV, where PSPP never wraps a label over two lines.)
      spawnSync('pspp', ['check.sps', '-O', 'format=csv', '-o', 'check.csv'], { cwd: folder });
      const check = readFileSync(join(folder, 'check.csv'), 'utf8');
      /** The valid rows of one frequency table: [value label, frequency]. */
      const frequencies = (title: string) =>
        parseCsv(check.slice(check.indexOf(`Table: ${title}\n`)).split('\n\n')[0]!)
          .slice(2)
          .filter((row) => row[0] === 'Valid' || row[0] === '')
          .map((row) => [row[1], Number(row[2])]);
      expect(frequencies(labels === 'vi' ? 'Lớp' : 'Class')).toEqual(
        CLASS_LEVELS.map(([label, count]) => [label, count]),
      );
      expect(frequencies(labels === 'vi' ? 'Đợt khảo sát' : 'Survey wave')).toEqual([
        ['Đợt 1', 17],
        ['Đợt 1 #2', 5],
      ]);
    },
  );

  it('quotes each information sheet its responses were given under, and says who collected parents’ consent', async () => {
    const response = await get('/api/admin/surveys/export?format=package');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const md = strFromU8(files['codebook.md']!);
    const html = strFromU8(files['codebook.html']!);
    expect(md).toContain(
      'Responses / Bài trả lời: version 1 / phiên bản 1: 40; version 2 / phiên bản 2: 15; no assent recorded / không ghi nhận sự đồng ý tham gia: 5.',
    );
    // "No assent recorded" explained in both languages, beside the variables it empties.
    for (const language of ['en', 'vi'] as const) {
      expect(md).toContain(NO_ASSENT_RECORDED[language]);
      expect(md).toMatch(
        new RegExp(`\\| consent_version \\|.*${escapeRegExp(NO_ASSENT_RECORDED[language])}`),
      );
      expect(md).toMatch(
        new RegExp(`\\| consent_at \\|.*${escapeRegExp(NO_ASSENT_RECORDED[language])}`),
      );
    }
    // Versions 1 and 2 quoted exactly, line by line, in both languages; 3 was never used.
    expect(md).toContain('### Version 1 / Phiên bản 1');
    expect(md).toContain('### Version 2 / Phiên bản 2');
    expect(md).not.toContain('Version 3');
    expect(md).not.toContain('Unused');
    for (const text of [
      DEFAULT_CONSENT_SHEETS.anonymous.vi,
      DEFAULT_CONSENT_SHEETS.anonymous.en,
      EDITED_SHEET.vi,
      EDITED_SHEET.en,
    ]) {
      for (const line of text.split('\n').filter((each) => each.trim() !== '')) {
        expect(md).toContain(`> ${line}`);
      }
    }
    // In the HTML codebook the sheet's markup is text, and each quotation names its language.
    expect(html).toContain('<blockquote lang="vi">');
    expect(html).toContain('<blockquote lang="en">');
    expect(html).toContain('&#60;b&#62;THPT&#60;/b&#62;');
    expect(html).not.toContain('<b>');
    // Parents' consent: the study's setting, and each class of the package's responses.
    expect(md).toContain('Whole study / Cả nghiên cứu: not collected / không thu thập.');
    expect(md).toContain(
      '| 10A1 (THPT Lê Hồng Phong) | as the study says / theo cài đặt của nghiên cứu | not collected / không thu thập |',
    );
    expect(md).toContain(
      '| 10A1 (THPT Nguyễn Du) | yes / có | collected by the school / nhà trường đã thu thập |',
    );
    expect(strFromU8(files['README.txt']!)).toContain("parents' consent");
    // No address in any file, and no variable that could hold one.
    for (const [name, bytes] of Object.entries(files)) {
      expect(strFromU8(bytes), name).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.-]+/);
    }
    expect(md).not.toMatch(/^\| e-?mail/im);
  });

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
