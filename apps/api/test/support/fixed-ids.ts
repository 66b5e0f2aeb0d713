/**
 * The id numbered `n` of the rows a test writes itself: a valid UUID that reads as its number
 * (fixedId(21) = 00000000-0000-4000-8000-000000000021), so that a failure names the row plainly.
 */
export const fixedId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
