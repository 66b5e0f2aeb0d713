import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, glossaryViolations, type Locale, type SourceText } from '@prca/core';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../build/page-language.ts';
import { allCatalogueTexts, localesDir } from '../i18n/catalogue-texts';
import { renderLanding, renderLoading } from './prerender';

/*
 * The pages the build prerenders (vite.config.ts: landing.{vi,en}.html, survey.{vi,en}.html),
 * read as the glossary test reads the catalogues (issue 31): each page's own language, its own
 * description, and every text it shows.
 */

const indexHtml = fs.readFileSync(path.join(localesDir, '..', '..', '..', 'index.html'), 'utf8');
const texts = allCatalogueTexts();

/** A page's description, as search results and share cards read it. */
const descriptionOf = (html: string) =>
  /<meta\s+name="description"\s+content="([^"]*)"/.exec(html)?.[1]?.replaceAll('&quot;', '"');

/** An HTML text node's characters, its entities read. */
const decoded = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_all, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_all, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ')
    .trim();

const VOID_ELEMENTS = new Set(['br', 'hr', 'img', 'input', 'link', 'meta', 'source', 'wbr']);

/**
 * The texts a reader sees on a rendered page, each in the language it is written in (an
 * element's `lang`, such as the language switch's "Tiếng Việt" on the English page) and named
 * after the catalogue key it comes from, when it is one whole string of a catalogue (so that the
 * glossary's exceptions, such as McCroskey's own definition, apply to it as on the screens).
 */
function pageTexts(html: string, language: Locale, where: string): SourceText[] {
  const keys = new Map(texts.map((text) => [`${text.language}\u0000${text.text}`, text.where]));
  const languages: Locale[] = [language];
  const found: SourceText[] = [];
  for (const [, tag, text] of html.matchAll(/(<[^>]*>)|([^<]+)/g)) {
    if (tag) {
      const name = /^<\/?([a-z0-9]+)/i.exec(tag)?.[1]?.toLowerCase();
      if (!name || VOID_ELEMENTS.has(name) || tag.endsWith('/>')) continue;
      if (tag.startsWith('</')) languages.pop();
      else languages.push((/\slang="(vi|en)"/.exec(tag)?.[1] as Locale) ?? languages.at(-1)!);
      continue;
    }
    const shown = decoded(text!);
    const current = languages.at(-1)!;
    if (shown === '') continue;
    found.push({
      where: keys.get(`${current}\u0000${shown}`) ?? where,
      language: current,
      text: shown,
    });
  }
  return found;
}

describe('the prerendered pages', () => {
  it.each(LOCALES)(
    'the prerendered %s pages carry their own language, description and words',
    async (language) => {
      const landing = await renderLanding(language);
      const page = inLanguage(indexHtml, language, landing.description);
      expect(page).toContain(`<html lang="${language}"`);
      // Its own language's description, never index.html's Vietnamese one on the English page.
      expect(descriptionOf(page)).toBe(
        JSON.parse(fs.readFileSync(path.join(localesDir, language, 'landing.json'), 'utf8'))
          .pageDescription,
      );
      const body = pageTexts(landing.html, language, `web:landing.${language}.html`);
      expect(body.length).toBeGreaterThan(50);
      const shown = [
        { where: `web:landing.${language}.html:description`, language, text: descriptionOf(page)! },
        { where: `web:landing.${language}.html:title`, language, text: landing.title },
        ...body,
        ...pageTexts(renderLoading(language), language, `web:survey.${language}.html`),
      ];
      expect(glossaryViolations(shown)).toEqual([]);
    },
  );
});
