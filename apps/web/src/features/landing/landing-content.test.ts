import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/landing.json';
import vi from '../../i18n/locales/vi/landing.json';
import {
  BENEFIT_KEYS,
  CAUSE_KEYS,
  CONTEXT_KEYS,
  SECTIONS,
  SOLUTION_KEYS,
  STEP_KEYS,
  TRUST_KEYS,
} from './landing-content';
import { lookUp } from '../../i18n/look-up';

/** Every catalogue key that the page builds from the lists (a typo there shows a raw key). */
function listedKeys(): string[] {
  const cards = (prefix: string, keys: readonly string[]) =>
    keys.flatMap((key) => [`${prefix}.${key}.title`, `${prefix}.${key}.body`]);
  return [
    ...SECTIONS.flatMap(({ key }) => [`nav.${key}`, `${key}.title`]),
    ...cards('trust.items', TRUST_KEYS),
    ...cards('concepts.items', CONTEXT_KEYS),
    ...CONTEXT_KEYS.map((key) => `concepts.items.${key}.range`),
    ...cards('causes.items', CAUSE_KEYS),
    ...cards('solutions.items', SOLUTION_KEYS),
    ...cards('benefits.items', BENEFIT_KEYS),
    ...cards('howItWorks.steps', STEP_KEYS),
  ];
}

describe('landing page content', () => {
  it('has the in-page sections of SPEC.md section 2, in order', () => {
    expect(SECTIONS.map(({ id }) => id)).toEqual([
      'about',
      'concepts',
      'causes',
      'solutions',
      'benefits',
      'how-it-works',
    ]);
  });

  it.each([
    ['en', en],
    ['vi', vi],
  ])('has text in %s for every card and step the page shows', (_language, catalogue) => {
    const missing = listedKeys().filter((key) => typeof lookUp(catalogue, key) !== 'string');
    expect(missing).toEqual([]);
  });

  it('shows the four PRCA-24 contexts with their statement ranges', () => {
    expect(CONTEXT_KEYS.map((key) => lookUp(en, `concepts.items.${key}.range`))).toEqual([
      'Statements 1–6',
      'Statements 7–12',
      'Statements 13–18',
      'Statements 19–24',
    ]);
  });
});
