import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES, type Locale, type SourceText } from '@prca/core';

/*
 * The web catalogues as the glossary tests read them, from disk (tests only: the app loads its
 * catalogues through i18next).
 */

export const localesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales');

/** Every string of a nested catalogue with its key path, e.g. ["nav.home", "Trang chủ"]. */
function stringsOf(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    stringsOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** The texts of every web catalogue, named "web:<namespace>:<key>". */
export function catalogueTexts(language: Locale): SourceText[] {
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

/** Every string of every catalogue, both languages. */
export const allCatalogueTexts = (): SourceText[] => LOCALES.flatMap(catalogueTexts);
