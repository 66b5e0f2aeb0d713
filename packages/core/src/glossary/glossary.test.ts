import { describe, expect, it } from 'vitest';
import { INSTRUMENT_WORDING_VERSION, INSTRUMENT_WORDING_VERSIONS } from '../instrument';
import type { Locale } from '../messages/locales';
import { glossaryViolations, textViolations } from './check';
import { coreTexts } from './core-texts';
import { GLOSSARY } from './terms';
import { oldStyleToneMarks, ySpellings } from './tone-marks';

const found = (text: string, language: Locale, where = 'test:sample') =>
  textViolations({ where, language, text }).map((violation) => violation.found);

describe("packages/core's texts", () => {
  it('use only the glossary terms, the textbook tone marks and one language each', () => {
    expect(glossaryViolations(coreTexts())).toEqual([]);
  });

  it('include every item, option, label and validation message in both languages', () => {
    const places = new Set(coreTexts().map((text) => text.where));
    expect(places).toContain('core:item.24');
    expect(places).toContain('core:answerOption.5');
    expect(places).toContain('core:validation.email.required');
    expect(places).toContain('core:reliability.questionable.label');
    expect(coreTexts().filter((text) => text.language === 'vi')).toHaveLength(places.size);
  });
});

describe('the glossary check', () => {
  const variants = GLOSSARY.flatMap((term) =>
    (['en', 'vi'] as const).flatMap((language) =>
      (term.avoid[language] ?? [])
        .filter((variant) => typeof variant === 'string')
        .map((variant) => ({ term: term[language], language, variant })),
    ),
  );

  it.each(variants)(
    'finds "$variant" in a $language text (use "$term")',
    ({ language, variant }) => {
      const text = `Xin chào, ${variant.toUpperCase()} nhé.`;
      expect(found(text, language).map((word) => word.toLowerCase())).toContain(variant);
    },
  );

  it('matches whole words only, so the terms themselves pass', () => {
    for (const term of GLOSSARY) {
      expect(found(term.vi, 'vi'), term.vi).toEqual([]);
      expect(found(term.en, 'en'), term.en).toEqual([]);
    }
    expect(found('Lịch sử làm bài', 'vi')).toEqual([]);
    expect(found('Interpersonal conversation', 'en')).toEqual([]);
    expect(found('Interpersonal', 'en')).toEqual(['Interpersonal']);
  });

  it("allows McCroskey's definition its 'anxiety' and nothing else", () => {
    const quote = 'mức độ sợ hãi hoặc lo âu của một người';
    expect(found(quote, 'vi', 'web:landing:about.quote')).toEqual([]);
    expect(found(quote, 'vi', 'web:landing:about.plain')).toEqual(['lo âu']);
  });

  it('finds Vietnamese words in an English text, not Greek letters or typography', () => {
    expect(found('PRCA-24 — Lo sợ giao tiếp / Communication apprehension', 'en')).toEqual(['sợ']);
    expect(found('Good internal consistency (0.80 ≤ α < 0.90) – 6 × 4', 'en')).toEqual([]);
  });
});

describe('tone marks', () => {
  it('finds the tone mark on the glide o or u at the end of a syllable', () => {
    expect(oldStyleToneMarks('Xóa, hóa đơn, khóa, hủy, tùy chọn, khỏe, Thủy, òa')).toEqual([
      'Xóa',
      'hóa',
      'khóa',
      'hủy',
      'tùy',
      'khỏe',
      'Thủy',
      'òa',
    ]);
  });

  it('accepts the textbook placement and syllables where both conventions agree', () => {
    expect(oldStyleToneMarks('xoá hoá khoá huỷ tuỳ khoẻ quý quỳ hoàn toán khoảng khuya')).toEqual(
      [],
    );
  });

  it('finds them in decomposed text too', () => {
    expect(oldStyleToneMarks('xóa'.normalize('NFD'))).toEqual(['xóa']);
  });
});

describe('i after a consonant', () => {
  it('finds y where the textbooks write i', () => {
    expect(ySpellings('Kỹ năng, lý do, Tỷ lệ, ký tự, học kỳ, quản lý, Mỹ')).toEqual([
      'Kỹ',
      'lý',
      'Tỷ',
      'ký',
      'kỳ',
      'lý',
      'Mỹ',
    ]);
    expect(found('Thiếu kỹ năng giao tiếp', 'vi')).toEqual(['kỹ']);
  });

  it('leaves y as a syllable of its own, after u, and in English words', () => {
    expect(ySpellings('ý kiến, y tế, quý, huỷ, tuỳ, khuya, kĩ, lí, tỉ, by, my')).toEqual([]);
  });
});

describe('the wording version', () => {
  it('is the newest of the versions the translation log describes', () => {
    expect(INSTRUMENT_WORDING_VERSIONS.at(-1)).toBe(INSTRUMENT_WORDING_VERSION);
    expect(new Set(INSTRUMENT_WORDING_VERSIONS).size).toBe(INSTRUMENT_WORDING_VERSIONS.length);
  });
});
