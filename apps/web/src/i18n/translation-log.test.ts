import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { INSTRUMENT_WORDING_VERSION, INSTRUMENT_WORDING_VERSIONS, ITEMS } from '@prca/core';
import { describe, expect, it } from 'vitest';

const log = fs.readFileSync(
  fileURLToPath(new URL('../../../../docs/translation-log.md', import.meta.url)),
  'utf8',
);

/** The rows of the table under "## Wording of <version>": [item, English, Vietnamese]. */
function wordingOf(version: string): string[][] {
  const section = log.split(/^## /m).find((part) => part.startsWith(`Wording of ${version}\n`));
  if (!section) return [];
  return section
    .split('\n')
    .filter((line) => /^\|\s*\d+\s*\|/.test(line))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

describe('the translation log (docs/translation-log.md)', () => {
  it('gives the whole wording of every version researchers may cite', () => {
    for (const version of INSTRUMENT_WORDING_VERSIONS) {
      expect(wordingOf(version), version).toHaveLength(ITEMS.length);
    }
  });

  it("gives the current version's items exactly as the survey shows them", () => {
    expect(wordingOf(INSTRUMENT_WORDING_VERSION)).toEqual(
      ITEMS.map((item) => [String(item.id), item.text.en, item.text.vi]),
    );
  });
});
