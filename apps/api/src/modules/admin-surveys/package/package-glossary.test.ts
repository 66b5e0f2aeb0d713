import {
  glossaryViolations,
  type GlossaryViolation,
  type Locale,
  type SourceText,
} from '@prca/core';
import { unzipSync, strFromU8 } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdminApp } from '../../../../test/support/admin-app';
import { answersWithSubscores, insertResponses } from '../../../../test/support/stored-responses';
import { createStudy } from '../../../../test/support/study';
import { changeBlocks } from './codebook';
import { markdownOf } from './codebook-blocks';
import { CHANGE_SCORE_COLUMNS, changeVariables } from './change-variables';

/*
 * Every text of the analysis package a researcher reads, as the export writes it (issue 31):
 * README.txt and codebook.md (both bilingual, each sentence "English / Tiếng Việt"), and the
 * variable and value labels of prca24.sps and prca24.R in the package's label language. They
 * are run through the glossary, the tone marks and the i-spelling like the screens' texts.
 * codebook.html is written from the same blocks as codebook.md, so reading one reads both.
 */

/** The study's own names: data typed in by the research team, not texts of the product. */
const SCHOOL = 'THPT Lê Hồng Phong';
const DATA_NAMES = new Set([SCHOOL, '10A1', 'Đợt 1']);

/** A word with a Vietnamese letter: đ, a tone mark, or the marks of ă, â, ê, ô, ơ, ư. */
const VIETNAMESE_WORD = /^[\p{L}\p{M}]*(?:đ|[\u0300-\u0303\u0306\u0309\u031b\u0323])/iu;

/**
 * The language of one half of a bilingual text: Vietnamese when a quarter of its words are, so
 * that an English sentence quoting a school's name ("10A1 (THPT Nguyễn Du)") stays English.
 */
function languageOf(text: string): Locale {
  const words = text
    .normalize('NFD')
    .split(/[^\p{L}\p{M}]+/u)
    .filter(Boolean);
  const vietnamese = words.filter((word) => VIETNAMESE_WORD.test(word)).length;
  return vietnamese > 0 && vietnamese >= words.length / 4 ? 'vi' : 'en';
}

/**
 * codebook.md cut into its one-language parts: each line, each table cell, each side of " / "
 * (the codebook's separator of the two languages), classified by languageOf.
 */
function codebookTexts(md: string, where: string): SourceText[] {
  return md.split('\n').flatMap((line, index) =>
    line
      .replace(/^[#>|]+\s*/, '')
      .split(/\s\|\s/)
      .flatMap((cell) => cell.split(' / '))
      .map((text) => text.trim())
      .filter((text) => text !== '' && !DATA_NAMES.has(text))
      .map((text) => ({ where: `${where}:${index + 1}`, language: languageOf(text), text })),
  );
}

/** README.txt: its English half, then its Vietnamese half (from "Gói phân tích PRCA-24"). */
function readmeTexts(readme: string): SourceText[] {
  const split = readme.indexOf('Gói phân tích PRCA-24');
  expect(split).toBeGreaterThan(0);
  return [
    { where: 'package:README.txt (en)', language: 'en', text: readme.slice(0, split) },
    { where: 'package:README.txt (vi)', language: 'vi', text: readme.slice(split) },
  ];
}

/** The quoted strings of prca24.sps ('…', quotes doubled) and its comments. */
function spssTexts(sps: string, labels: Locale): SourceText[] {
  const strings = [...sps.matchAll(/'((?:[^'\n]|'')*)'/g)].map((match) =>
    match[1]!.replaceAll("''", "'"),
  );
  const comments = sps.split('\n').filter((line) => line.startsWith('*'));
  return [
    ...strings
      .filter((text) => !DATA_NAMES.has(text))
      .map((text) => ({ where: 'package:prca24.sps', language: labels, text })),
    ...comments.map((text) => ({ where: 'package:prca24.sps', language: 'en' as const, text })),
  ];
}

/** An R string literal's text: prca24.R writes every character beyond ASCII as \uXXXX. */
const rText = (literal: string) =>
  literal.replace(/\\(?:u([0-9a-f]{4})|U\{([0-9a-f]+)\}|(.))/gi, (_all, u, big, char) =>
    u || big ? String.fromCodePoint(parseInt(u ?? big, 16)) : char,
  );

/** The quoted strings of prca24.R and its comments. */
function rTexts(script: string, labels: Locale): SourceText[] {
  const strings = [...script.matchAll(/"((?:[^"\\\n]|\\.)*)"/g)].map((match) => rText(match[1]!));
  const comments = script
    .split('\n')
    .map((line) => /^\s*#(.*)$/.exec(line)?.[1])
    .filter((text): text is string => text !== undefined);
  return [
    ...strings
      .filter((text) => !DATA_NAMES.has(text))
      .map((text) => ({ where: 'package:prca24.R', language: labels, text })),
    ...comments.map((text) => ({ where: 'package:prca24.R', language: 'en' as const, text })),
  ];
}

/**
 * The glossary's findings, less "English only" in an English part (a bilingual document's
 * English sentence may name a Vietnamese school or quote a Vietnamese example), and with the
 * variables' names (data.csv's and change.csv's) left out: `interpersonal` and
 * `gap_interpersonal` are names, not words.
 */
function violationsOf(texts: SourceText[], dataCsv: string): GlossaryViolation[] {
  const header = dataCsv.replace(/^\uFEFF/, '').split('\r\n')[0]!;
  // change.csv's names too: the R script reads that file whenever a package has it.
  const names = new Set([
    ...header.split(',').map((cell) => cell.replaceAll('"', '')),
    ...CHANGE_SCORE_COLUMNS.flatMap((column) => [column.before, column.after]),
  ]);
  expect(names).toContain('gap_interpersonal');
  const withoutNames = texts.map((text) => ({
    ...text,
    text: text.text.replace(/[A-Za-z0-9_]+/g, (token) => (names.has(token) ? '' : token)),
  }));
  return glossaryViolations(withoutNames).filter(
    (violation) => !(violation.language === 'en' && violation.use === 'English only'),
  );
}

describe('the analysis package’s texts', () => {
  const admin = signedInAdminApp('embedded', 'superadmin');
  const files = {} as Record<Locale, Record<string, string>>;
  beforeAll(async () => {
    await createStudy(admin.t, admin.token, ['10A1'], SCHOOL);
    await insertResponses(admin.t.database.db, [
      { answers: answersWithSubscores([18, 18, 18, 18]) },
      { answers: answersWithSubscores([25, 12, 20, 28]) },
    ]);
    for (const labels of ['vi', 'en'] as const) {
      const response = await admin.t.app.inject({
        method: 'GET',
        url: `/api/admin/surveys/export?format=package&labels=${labels}`,
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(response.statusCode).toBe(200);
      files[labels] = Object.fromEntries(
        Object.entries(unzipSync(new Uint8Array(response.rawPayload))).map(([name, bytes]) => [
          name,
          strFromU8(bytes),
        ]),
      );
    }
  });

  it('README.txt and the codebook use only the glossary terms, the textbook tone marks and spelling', () => {
    const texts = [
      ...readmeTexts(files.vi['README.txt']!),
      ...codebookTexts(files.vi['codebook.md']!, 'package:codebook.md'),
    ];
    // Both halves are read: the Vietnamese variable labels, the English ones, the headings.
    const read = (language: Locale) =>
      texts.filter((text) => text.language === language).map((text) => text.text);
    expect(read('vi')).toContain('Mã bài trả lời');
    expect(read('vi')).toContain('sổ tay biến');
    expect(read('en')).toContain('Response id');
    expect(violationsOf(texts, files.vi['data.csv']!)).toEqual([]);
  });

  it('the codebook’s part on change.csv, in a package that has one, follows the glossary', () => {
    const variables = changeVariables({
      schools: [{ id: 'school', code: 1, label: SCHOOL }],
      classes: [],
      waves: [{ id: 'wave', code: 1, label: 'Đợt 1' }],
    });
    const md = markdownOf(
      changeBlocks({ variables, wavePairs: [{ from: 'Đợt 1', to: 'Đợt 1', pairs: 3 }] }),
    );
    const texts = codebookTexts(md, 'package:codebook.md');
    expect(texts.map((text) => text.text)).toContain('Đợt trước');
    expect(violationsOf(texts, files.vi['data.csv']!)).toEqual([]);
  });

  it.each(['vi', 'en'] as const)(
    'the SPSS and R labels of the %s package follow the glossary',
    (labels) => {
      const texts = [
        ...spssTexts(files[labels]['prca24.sps']!, labels),
        ...rTexts(files[labels]['prca24.R']!, labels),
      ];
      const sample = labels === 'vi' ? 'Cờ: trả lời rập khuôn' : 'Flag: same answer in a long run';
      expect(texts.filter((text) => text.text === sample)).toHaveLength(2);
      expect(violationsOf(texts, files[labels]['data.csv']!)).toEqual([]);
    },
  );
});
