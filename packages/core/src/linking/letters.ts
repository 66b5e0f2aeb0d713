/**
 * A linking letter as typed on any keyboard: one letter of the Vietnamese alphabet (ă â đ ê ô ơ ư
 * and the tone marks included) or of the ASCII alphabet (f j w z), in any case. For matching,
 * it is reduced to one of A–Z: case and diacritics are dropped and Đ is D, because a student
 * types "Đ" on a phone with a Vietnamese keyboard and "D" on a school computer without one, and
 * both must give the same code. The price is a smaller alphabet (26 rather than 33 letters),
 * which the day of the month and the other letter make up for.
 */
const BASE_LETTER = /^[A-Z]$/;

/** The letter as matching uses it (A–Z), or null when the text is not exactly one letter. */
export function normaliseLinkLetter(typed: string): string | null {
  const letter = typed.trim().normalize('NFC');
  // One character once composed: "Ặ" typed as A + two combining marks is one letter.
  if ([...letter].length !== 1) return null;
  const base = letter.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'D').toUpperCase();
  return BASE_LETTER.test(base) ? base : null;
}

/** Whether a text is one letter a linking question takes. */
export function isLinkLetter(typed: string): boolean {
  return normaliseLinkLetter(typed) !== null;
}
