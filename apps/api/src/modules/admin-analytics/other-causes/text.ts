/*
 * How the free texts are read: lower-cased, in NFC (a phone may send "ệ" as one character or
 * as "e" plus two combining marks; both become one), cut into clauses at punctuation and line
 * breaks, and each clause into words. Diacritics are kept: "sợ" and "số" are different words.
 */

/** One or more letters, marks or digits, with inner apostrophes ("don't"). */
const WORD = /[\p{L}\p{M}\p{N}]+(?:'[\p{L}\p{M}\p{N}]+)*/gu;
/** Anything but a word character, an apostrophe or a space ends a clause. */
const CLAUSE_BREAK = /[^\p{L}\p{M}\p{N}' ]+/u;
const APOSTROPHES = /[\u2018\u2019\u02bc`\u00b4]/g;

export function normaliseText(text: string): string {
  return text.toLowerCase().normalize('NFC').replace(APOSTROPHES, "'");
}

/** The words of each clause, lower-cased and in NFC. */
export function clausesOf(text: string): string[][] {
  return normaliseText(text)
    .split(CLAUSE_BREAK)
    .map((clause) => clause.match(WORD) ?? [])
    .filter((words) => words.length > 0);
}

/** "Lo lắng" → "Lo lang", "đi" → "di": how Vietnamese looks typed without diacritics. */
export function stripDiacritics(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .normalize('NFC');
}

/**
 * Whether a word was typed without diacritics. Vietnamese letters with diacritics all lie
 * outside ASCII, so the test is cheap (it runs for every word of every text).
 */
export function isWithoutDiacritics(word: string): boolean {
  return /^[\u0020-\u007e]*$/.test(word);
}

/** Length in characters: Unicode code points of the trimmed NFC text. */
export function characterLength(text: string): number {
  return [...text.trim().normalize('NFC')].length;
}

/**
 * Whether a token can be a word of the counts: it has a letter, and it is not a lone Latin
 * letter (phone shorthand such as "k", "j", "e"); "ý" or "ở" are words, or stop-words.
 */
export function isWordLike(token: string): boolean {
  return /\p{L}/u.test(token) && !/^[a-z]$/.test(token);
}
