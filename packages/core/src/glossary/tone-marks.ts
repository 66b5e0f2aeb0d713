/**
 * Where Vietnamese puts the tone mark in the rhymes oa, oe and uy without a final consonant.
 * The Ministry of Education and Training's spelling rules for the general-education
 * curriculum and textbooks (Quyết định 1989/QĐ-BGDĐT, 25 May 2018, Article 8) put it on the
 * letter of the main vowel: "hoà nhạc, quý hoá, thuỷ thủ, mạnh khoẻ". The current textbooks
 * follow them, so every text here writes xoá, hoá, khoá, huỷ, tuỳ, khoẻ, not xóa, hóa, khóa,
 * hủy, tùy, khỏe. (With a final consonant both conventions agree: hoàn, toán, khoảng.)
 */
export const TONE_MARK_CONVENTION = {
  rule: 'The tone mark sits on the main vowel: xoá, hoá, khoá, huỷ, tuỳ, khoẻ.',
  source: 'Quyết định 1989/QĐ-BGDĐT (25/5/2018) của Bộ Giáo dục và Đào tạo, Điều 8',
} as const;

const LETTER = String.raw`[\p{L}\p{M}]`;

/*
 * The old placement: the tone on the glide o (before a, e) or u (before y, except after q,
 * where u belongs to the consonant: quý), at the end of a syllable.
 */
const OLD_PLACEMENT = new RegExp(
  String.raw`(?<!${LETTER})${LETTER}*?(?:[òóỏõọ][ae]|(?<!q)[ùúủũụ]y)(?!${LETTER})`,
  'giu',
);

/** The words of a Vietnamese text that put a tone mark on the glide (hòa rather than hoà). */
export function oldStyleToneMarks(text: string): string[] {
  return [...text.normalize('NFC').matchAll(OLD_PLACEMENT)].map((match) => match[0]);
}

/**
 * The same decision writes i, not y, after an initial consonant when i is the whole
 * rhyme: kĩ năng, lí do, tỉ lệ, kí tự, học kì, tâm lí, quản lí, Mĩ. The textbooks students read
 * spell so, and one source for both rules keeps the texts from mixing them ("tỷ lệ" beside
 * "tỉ lệ"). Y stays where it is a syllable of its own or follows u: ý kiến, y tế, quý, huỷ.
 */
export const I_SPELLING_CONVENTION = {
  rule: 'After an initial consonant, i, not y: kĩ, lí, tỉ, kí, kì, mĩ (but ý, y tế, quý, huỷ).',
  source: 'Quyết định 1989/QĐ-BGDĐT (25/5/2018) của Bộ Giáo dục và Đào tạo',
} as const;

/*
 * A syllable of an initial consonant and a toned y: kỹ, lý, tỷ. Toneless ones (ly, ty, hy) are
 * left out, as they are also English words (by, my) in the bilingual texts.
 */
const Y_AFTER_CONSONANT = new RegExp(
  String.raw`(?<!${LETTER})(?:b|ch?|d|đ|gh?|h|kh?|l|m|ngh?|nh?|ph?|r|s|th?|tr|v|x)[ýỳỷỹỵ](?!${LETTER})`,
  'giu',
);

/** The words of a Vietnamese text that write y where the textbooks write i (kỹ rather than kĩ). */
export function ySpellings(text: string): string[] {
  return [...text.normalize('NFC').matchAll(Y_AFTER_CONSONANT)].map((match) => match[0]);
}
