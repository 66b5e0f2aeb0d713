// Class codes, apart from the study's schemas (study.ts) so that the survey's class step does
// not load zod (the survey's first download, issue 16).

/**
 * Class codes avoid characters that are confused when read from a board or typed on a phone:
 * no 0/O, no 1/I/L. 31 symbols; 6 random ones and a check symbol, so that every single mistyped
 * character and every swap of two characters is refused before any lookup.
 */
export const CLASS_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CLASS_CODE_LENGTH = 7;

/** What a person may type for a code: any case, with spaces or dashes between groups. */
export function normaliseClassCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

const BASE = CLASS_CODE_ALPHABET.length;

function symbolValue(symbol: string): number {
  const value = CLASS_CODE_ALPHABET.indexOf(symbol);
  if (value < 0) throw new RangeError(`Not a class-code symbol: ${symbol}`);
  return value;
}

/**
 * The check symbol of a code's first six symbols, chosen so that the symbols' values weighted
 * by their positions (1…7) sum to a multiple of 31, as ISBN-10 does with 11. Because 31 is prime
 * and the weights differ, any single mistyped symbol and any two symbols swapped break the sum,
 * so such a code is refused before any lookup.
 */
export function classCodeCheckSymbol(payload: string): string {
  const weighted = [...payload].reduce((sum, symbol, i) => sum + (i + 1) * symbolValue(symbol), 0);
  const checkWeight = payload.length + 1;
  // The check value v solves checkWeight · v ≡ −weighted (mod 31); 31 is prime, so it exists.
  for (let value = 0; value < BASE; value++) {
    if ((weighted + checkWeight * value) % BASE === 0) return CLASS_CODE_ALPHABET[value] as string;
  }
  throw new RangeError('A class-code payload must be shorter than 30 symbols');
}

/** Whether a normalised code has the right length, symbols and check symbol. */
export function isWellFormedClassCode(code: string): boolean {
  if (code.length !== CLASS_CODE_LENGTH) return false;
  if ([...code].some((symbol) => !CLASS_CODE_ALPHABET.includes(symbol))) return false;
  return classCodeCheckSymbol(code.slice(0, -1)) === code.slice(-1);
}
