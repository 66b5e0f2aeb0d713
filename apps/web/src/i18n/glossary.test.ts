import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  LOCALES,
  coreTexts,
  glossaryViolations,
  unusedTerms,
  type Locale,
  type SourceText,
} from '@prca/core';
import { describe, expect, it } from 'vitest';

const localesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales');

/** Every string of a nested catalogue with its key path, e.g. ["nav.home", "Trang chủ"]. */
function stringsOf(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    stringsOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** The texts of every web catalogue, named "web:<namespace>:<key>". */
function catalogueTexts(language: Locale): SourceText[] {
  return fs
    .readdirSync(path.join(localesDir, language))
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const namespace = path.basename(file, '.json');
      const json: unknown = JSON.parse(
        fs.readFileSync(path.join(localesDir, language, file), 'utf8'),
      );
      return stringsOf(json).map(([key, text]) => ({
        where: `web:${namespace}:${key}`,
        language,
        text,
      }));
    });
}

const texts = LOCALES.flatMap(catalogueTexts);

describe('the web catalogues', () => {
  it('use only the glossary terms, the textbook tone marks and one language each', () => {
    expect(glossaryViolations(texts)).toEqual([]);
  });

  it('are read whole (every namespace, both languages)', () => {
    expect(texts.some((text) => text.where === 'web:landing:about.quote')).toBe(true);
    expect(texts.filter((text) => text.language === 'vi').length).toBeGreaterThan(500);
  });

  it.each(LOCALES)('with the texts of packages/core use every glossary term (%s)', (language) => {
    expect(unusedTerms([...texts, ...coreTexts()], language)).toEqual([]);
  });
});
