import { describe, expect, it } from 'vitest';
import { isCountableDay, isStorableText } from './storable';

describe('text PostgreSQL can store', () => {
  it('takes Vietnamese, emoji and every other well-formed text', () => {
    for (const text of ['', 'Tôi ngại phát biểu', 'Tiếng Việt'.normalize('NFD'), '👩‍👩‍👧‍👦🇻🇳', '\t\n']) {
      expect(isStorableText(text)).toBe(true);
    }
  });

  it('refuses NUL characters and lone halves of UTF-16 pairs', () => {
    for (const text of ['\u0000', 'a\u0000b', '\uD800', 'x\uDFFF', '\uDE00\uD83D']) {
      expect(isStorableText(text)).toBe(false);
    }
  });
});

describe('days the analytics can count', () => {
  it('are those with four-digit years a month either side', () => {
    expect(isCountableDay('2025-06-15')).toBe(true);
    expect(isCountableDay('1000-01-01')).toBe(true);
    expect(isCountableDay('9998-12-31')).toBe(true);
    expect(isCountableDay('0000-01-01')).toBe(false);
    expect(isCountableDay('0999-12-31')).toBe(false);
    expect(isCountableDay('9999-01-01')).toBe(false);
  });
});
