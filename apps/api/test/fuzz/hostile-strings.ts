import fc from 'fast-check';

/** Text the respondents really write: Vietnamese, precomposed and decomposed. */
const VIETNAMESE = [
  'Tôi ngại phát biểu trước lớp',
  'Hồi hộp khi thuyết trình',
  'Trường THPT Nguyễn Thị Minh Khai',
  'Tiếng Việt có dấu: ắ ằ ẳ ẵ ặ ấ ầ ẩ ẫ ậ đ Đ ơ ư',
  // The same words decomposed (NFD): a base letter followed by combining marks.
  'Tiếng Việt'.normalize('NFD'),
  'Nguyễn Văn An',
];

/** Strings that have broken parsers, databases and log lines elsewhere. */
const HOSTILE = [
  '',
  ' ',
  '\t\n\r ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uFEFF',
  '\u202Eevil',
  '\u200B',
  '👩‍👩‍👧‍👦🇻🇳',
  'null',
  'undefined',
  'true',
  '0',
  '-1',
  '1e309',
  'NaN',
  '__proto__',
  'constructor',
  '%00',
  '%E0%A4%A',
  '../../etc/passwd',
  "'; DROP TABLE survey_responses; --",
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '\\',
  '"',
  'ＡＢＣ１２３',
];

/** Any of the string shapes above, or generated text in every unit fast-check knows. */
export function hostileString(maxLength = 300): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...HOSTILE, ...VIETNAMESE),
    fc.string({ unit: 'grapheme', maxLength }),
    fc.string({ unit: 'binary', maxLength }),
    fc.string({ unit: 'grapheme-composite', maxLength }),
    fc
      .tuple(fc.constantFrom(...VIETNAMESE), fc.constantFrom(...HOSTILE))
      .map(([text, hostile]) => text + hostile),
  );
}

/** A string far past any field's limit, still inside the 64 KiB body limit once JSON-encoded. */
export const hugeString: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('a', 'ệ', '\u0000', '😀', ' '), fc.integer({ min: 1_000, max: 10_000 }))
  .map(([unit, count]) => unit.repeat(count));

export const vietnameseText: fc.Arbitrary<string> = fc.constantFrom(...VIETNAMESE);
