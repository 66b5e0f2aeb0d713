import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, coreTexts, glossaryViolations, unusedTerms } from '@prca/core';
import { describe, expect, it } from 'vitest';
import { MANIFEST, MANIFEST_DESCRIPTION } from '../../build/manifest.ts';
import { allCatalogueTexts, localesDir } from './catalogue-texts';

const indexHtml = fs.readFileSync(path.join(localesDir, '..', '..', '..', 'index.html'), 'utf8');

const texts = allCatalogueTexts();

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

/** A page's description, as search results and share cards read it. */
const descriptionOf = (html: string) =>
  /<meta\s+name="description"\s+content="([^"]*)"/.exec(html)?.[1]?.replaceAll('&quot;', '"');

describe('the texts outside the catalogues', () => {
  it("index.html's description is the Vietnamese landing page's, and follows the glossary", () => {
    const description = descriptionOf(indexHtml);
    expect(description).toBe(
      JSON.parse(fs.readFileSync(path.join(localesDir, 'vi', 'landing.json'), 'utf8'))
        .pageDescription,
    );
    expect(
      glossaryViolations([{ where: 'web:index.html', language: 'vi', text: description! }]),
    ).toEqual([]);
  });

  it('the manifest gives its name and each half of its description in one language', () => {
    expect(MANIFEST.description).toBe(`${MANIFEST_DESCRIPTION.vi} ${MANIFEST_DESCRIPTION.en}`);
    expect(
      glossaryViolations([
        ...LOCALES.map((language) => ({
          where: 'web:manifest.description',
          language,
          text: MANIFEST_DESCRIPTION[language],
        })),
        ...LOCALES.flatMap((language) =>
          [MANIFEST.name!, MANIFEST.short_name!].map((text) => ({
            where: 'web:manifest.name',
            language,
            text,
          })),
        ),
      ]),
    ).toEqual([]);
  });
});
