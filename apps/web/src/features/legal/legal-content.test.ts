import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/legal.json';
import vi from '../../i18n/locales/vi/legal.json';
import { formatDays } from '../../lib/format';
import { DEFAULT_GUEST_RETENTION_DAYS } from '../../lib/public-settings';
import { PRIVACY_SECTIONS, TERMS_SECTIONS, holdsIn, keyOf, sectionKeys } from './legal-content';
import { lookUp } from '../../i18n/look-up';

const pages = [
  ['privacy', PRIVACY_SECTIONS],
  ['terms', TERMS_SECTIONS],
] as const;

describe('privacy notice and terms', () => {
  it.each([
    ['en', en],
    ['vi', vi],
  ])('have text in %s for every paragraph and list item they show', (_language, catalogue) => {
    const keys = pages.flatMap(([page, sections]) => sectionKeys(page, sections));
    expect(keys.filter((key) => typeof lookUp(catalogue, key) !== 'string')).toEqual([]);
  });

  it('show every text of their catalogue (none is written and left out)', () => {
    for (const [page, sections] of pages) {
      const shown = new Set(sectionKeys(page, sections));
      const written = Object.entries(en[page]).flatMap(([section, value]) =>
        typeof value === 'string' ? [`${page}.${section}`] : leafKeys(value, `${page}.${section}`),
      );
      expect(written.filter((key) => !shown.has(key))).toEqual([]);
    }
  });

  it('say after how long guest e-mail addresses are removed: the period the settings give', () => {
    expect(en.privacy.retention.list.guest).toContain('{{period}} after you submit');
    expect(vi.privacy.retention.list.guest).toContain('{{period}} sau khi bạn nộp bài');
    expect(formatDays(DEFAULT_GUEST_RETENTION_DAYS, 'en')).toBe('30 days');
    expect(formatDays(DEFAULT_GUEST_RETENTION_DAYS, 'vi')).toBe('30 ngày');
    expect(formatDays(1, 'en')).toBe('1 day');
  });
});

describe('the privacy notice in each identity mode (issue 27)', () => {
  /** The list items and paragraphs the notice shows in `mode`. */
  const shown = (mode: 'anonymous' | 'email' | 'signIn' | null) =>
    PRIVACY_SECTIONS.flatMap(({ paragraphs = [], list = [], after = [] }) =>
      [...paragraphs, ...list, ...after].filter((text) => holdsIn(text, mode)).map(keyOf),
    );

  it('says what is collected and how to withdraw as the mode in force has it', () => {
    expect(shown('anonymous')).toEqual(
      expect.arrayContaining(['nothingIdentifying', 'withdrawAnonymous', 'anonymous']),
    );
    for (const key of [
      'emailCode',
      'account',
      'guest',
      'lookup',
      'withdrawEmail',
      'withdrawSignIn',
    ]) {
      expect(shown('anonymous')).not.toContain(key);
    }
    expect(shown('email')).toEqual(
      expect.arrayContaining(['emailCode', 'account', 'guest', 'lookup', 'withdrawEmail']),
    );
    expect(shown('email')).not.toContain('nothingIdentifying');
    expect(shown('signIn')).toEqual(expect.arrayContaining(['account', 'withdrawSignIn']));
    for (const key of ['emailCode', 'guest', 'lookup', 'nothingIdentifying']) {
      expect(shown('signIn')).not.toContain(key);
    }
  });

  it('says nothing that depends on the mode before the mode is known', () => {
    const always = shown(null);
    for (const mode of ['anonymous', 'email', 'signIn'] as const) {
      expect(shown(mode)).toEqual(expect.arrayContaining(always));
    }
    expect(always).not.toContain('nothingIdentifying');
    expect(always).not.toContain('emailCode');
  });

  it('never calls the survey anonymous where an e-mail is asked', () => {
    expect(en.privacy.collect.list.emailCode).not.toMatch(/anonymous/i);
    expect(en.privacy.collect.list.emailCode).toContain('never the address itself');
  });
});

function leafKeys(value: unknown, prefix: string): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafKeys(child, `${prefix}.${key}`));
}
