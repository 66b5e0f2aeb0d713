import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ANSWER_OPTIONS,
  CATEGORIES,
  DEFAULT_CONSENT_SHEETS,
  DEFAULT_QUALITY_THRESHOLDS,
  type Locale,
} from '@prca/core';
import { eq, inArray } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, consentVersions, surveyResponses } from '../../../db/schema';
import type { Database } from '../../../db/client';
import { recomputeQuality } from '../../../quality/recompute';
import { signedInAdminApp } from '../../../../test/support/admin-app';
import { BACKENDS } from '../../../../test/support/environment';
import { insertResponses, rawFromOriented } from '../../../../test/support/stored-responses';
import { asAdmin, createStudy } from '../../../../test/support/study';
import { ANALYSIS_PACKAGE_FILES } from '../../../../test/support/analysis-package';
import { parseCsv } from '../../../../test/support/csv';
import { scoredColumns } from '../../../../test/support/response-sheets';
import { exactCsvRow, UTF8_BOM } from '../csv';
import { subscoreColumn } from './column-names';
import { NO_ASSENT_RECORDED } from './variables';

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

/**
 * Responses each flag catches, and researchers' decisions (issue 17): one straight-lined and
 * inconsistent, two too fast, one repeating another from the same browser, one flagged response
 * kept and one unflagged response excluded.
 */
async function screenSome(db: Database, ids: string[]) {
  const set = (id: string, values: Partial<typeof surveyResponses.$inferInsert>) =>
    db.update(surveyResponses).set(values).where(eq(surveyResponses.id, id));
  await set(ids[44]!, scoredColumns(Array.from({ length: 24 }, () => 1)));
  for (const id of [ids[45]!, ids[46]!]) await set(id, { completionSeconds: 20.5 });
  await set(ids[47]!, { completionSeconds: 300 });
  const [repeated] = await db
    .select({ answers: surveyResponses.answers })
    .from(surveyResponses)
    .where(eq(surveyResponses.id, ids[48]!));
  await set(ids[48]!, { guestKeyHash: 'same-browser' });
  await set(ids[49]!, { ...scoredColumns(repeated!.answers), guestKeyHash: 'same-browser' });
  await recomputeQuality(db, DEFAULT_QUALITY_THRESHOLDS);
  await set(ids[45]!, {
    qualityOverride: 'keep',
    qualityOverrideReason: 'Read fast, answered well',
  });
  await set(ids[50]!, { qualityOverride: 'exclude', qualityOverrideReason: 'Left the room' });
}

describe.each(BACKENDS)('the analysis package on the %s database', (backend) => {
  const admin = signedInAdminApp(backend, 'superadmin');
  let work: string;
  let product: { alpha: number; scales: Record<string, number>; unflagged: number };
  let study: { schoolId: string; waveId: string; classes: { id: string }[] };
  beforeAll(async () => {
    requireTool('pspp', 'apt-get install pspp');
    requireTool('Rscript', 'apt-get install r-base-core r-cran-psych');
    // Two schools each with a "10A1" (and each with a wave named "Đợt 1"): R must keep them
    // two classes, PSPP must label them apart.
    study = await createStudy(admin.t, admin.token, ['10A1, "chuyên" Toán', '10A1']);
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
    await screenSome(admin.t.database.db, ids);
    const reliability = (await get('/api/admin/analytics/reliability')).json().data;
    product = {
      unflagged: (await get('/api/admin/surveys?quality=unflagged&limit=1')).json().data.pagination
        .total,
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
writeLines(enc2utf8(names(attr(prca24$q1, "labels"))), "q1-labels.txt", useBytes = TRUE)
writeLines(c(class(prca24$q1), paste(attr(prca24$q1, "labels"), collapse = " "),
             class(prca24$local_date), format(prca24$local_date[1]),
             class(prca24$utc_datetime)[1], format(prca24$utc_datetime[1], "%Y-%m-%d %H:%M:%OS3 %Z"),
             class(prca24$consent_at)[1]), "types.txt")
stored <- function(flag) as.integer(flag) == 2L
writeLines(c(as.character(c(sum(unflagged), sum(straight_lining), sum(inconsistent),
                            sum(speeding), sum(duplicate))),
             as.character(c(identical(stored(prca24$flag_straight_lining), straight_lining),
                            identical(stored(prca24$flag_inconsistent), inconsistent),
                            identical(stored(prca24$flag_speeding), speeding),
                            identical(stored(prca24$flag_duplicate), duplicate)))), "quality.txt")
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
      // q1…q24 stay numbers, their value labels in haven's "labels" attribute.
      expect(read('q1-labels.txt').split('\n')).toEqual(
        ANSWER_OPTIONS.map((option) => option.label[labels]),
      );
      // Dates and date-times are R's own types (the first response: 2026-11-01 00:00 UTC, 07:00
      // in Ho Chi Minh City).
      expect(read('types.txt').split('\n')).toEqual([
        'integer',
        '1 2 3 4 5',
        'Date',
        '2026-11-01',
        'POSIXct',
        '2026-11-01 00:00:00.000 UTC',
        'POSIXct',
      ]);
      // The rule written out in the script gives back each stored flag and the product's
      // quality=unflagged: all 24 the same (straight-lining and inconsistent), two too fast
      // (one kept), one repeat; one unflagged response excluded.
      expect(read('quality.txt').split('\n')).toEqual([
        String(product.unflagged),
        '1',
        '1',
        '2',
        '1',
        'TRUE',
        'TRUE',
        'TRUE',
        'TRUE',
      ]);
      expect(product.unflagged).toBe(60 - 1 - 1 - 1 - 1);
    },
  );

  it('shows psych’s warnings to the researcher instead of hiding them', async () => {
    const { folder } = await unpacked('en');
    // o1 turned against its scale, as a miskeyed item would be.
    const [header, ...rows] = parseCsv(readFileSync(join(folder, 'data.csv'), 'utf8').slice(1));
    const o1 = header!.indexOf('o1');
    const flipped = rows
      .filter((row) => row.length === header!.length)
      .map((row) => row.map((cell, index) => (index === o1 ? String(6 - Number(cell)) : cell)));
    writeFileSync(
      join(folder, 'data.csv'),
      UTF8_BOM + [header!, ...flipped].map((row) => exactCsvRow(row)).join(''),
    );
    const run = spawnSync('Rscript', ['prca24.R'], { cwd: folder, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/Some items were negatively correlated with the total scale/);
  });

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
        `${readFileSync(join(folder, 'prca24.sps'), 'utf8')}FREQUENCIES /VARIABLES=class wave.
DISPLAY DICTIONARY /VARIABLES=local_date local_time utc_datetime consent_at.
LIST /VARIABLES=local_date local_time utc_datetime /CASES=FROM 1 TO 1.
`,
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
      // The rule written out in the syntax keeps what the product's quality=unflagged keeps.
      expect(frequencies('quality=unflagged')).toEqual([
        ['0', 60 - product.unflagged],
        ['1', product.unflagged],
      ]);
      // Dates and date-times in SPSS's date formats, read from the first response.
      const formats = parseCsv(check.slice(check.indexOf('Table: Variables\n')).split('\n\n')[0]!)
        .slice(2)
        .map((row) => [row[0], row.at(-2)]);
      expect(formats).toEqual([
        ['consent_at', 'DATETIME24.3'],
        ['local_date', 'DATE11'],
        ['local_time', 'TIME8.0'],
        ['utc_datetime', 'DATETIME24.3'],
      ]);
      expect(check).toContain('01-NOV-2026,07:00:00,01-NOV-2026 00:00:00.000');
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

  it('names the filter’s school, class and wave, and states the quality thresholds in force', async () => {
    const query = `school=${study.schoolId}&class=${study.classes[0]!.id}&wave=${study.waveId}&quality=unflagged`;
    const response = await get(`/api/admin/surveys/export?format=package&${query}`);
    expect(response.statusCode).toBe(200);
    const md = strFromU8(unzipSync(new Uint8Array(response.rawPayload))['codebook.md']!);
    const filters = md.split('## Filters / Bộ lọc\n\n')[1]!.split('\n')[0];
    expect(filters).toBe(
      'school = THPT Lê Hồng Phong; class = 10A1, "chuyên" Toán; wave = Đợt 1; quality = unflagged',
    );
    expect(md).toContain(
      'Thresholds in force when this package was exported: long_string_min = 12, inconsistency_gap = 2, inconsistent_contexts_min = 2, speeding_rule = perItem, seconds_per_item = 2,',
    );
    expect(md).toContain('dưới 2 giây mỗi câu (48 giây cho 24 câu)');
    for (const column of [
      'longest_run',
      'gap_meetings',
      'speeding_limit_seconds',
      'duplicate_of',
    ]) {
      expect(md).toMatch(new RegExp(`^\\| ${column} \\|`, 'm'));
    }
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
