import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lookUp } from './look-up';

const localesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales');

/** Every key path of a nested catalogue, e.g. "nav.home". */
function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

function catalogue(language: string, file: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(localesDir, language, file), 'utf8'));
}

describe('interface text catalogues', () => {
  const namespaces = fs.readdirSync(path.join(localesDir, 'en')).sort();

  it('have the same namespaces in English and Vietnamese', () => {
    expect(fs.readdirSync(path.join(localesDir, 'vi')).sort()).toEqual(namespaces);
  });

  it.each(namespaces)('%s has the same keys in both languages, none empty', (file) => {
    const en = catalogue('en', file);
    const vi = catalogue('vi', file);
    expect(keysOf(vi).sort()).toEqual(keysOf(en).sort());
    for (const [language, text] of [
      ['en', en],
      ['vi', vi],
    ] as const) {
      const empty = keysOf(text).filter((key) => {
        const value = lookUp(text, key);
        return typeof value === 'string' && value.trim() === '';
      });
      expect(empty, `${language}/${file}`).toEqual([]);
    }
  });
});
