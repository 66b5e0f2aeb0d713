const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether PostgreSQL can store a string, as text or inside jsonb: it refuses the NUL character
 * in both, and a lone UTF-16 surrogate in jsonb. JSON lets a client send either, so fields that
 * reach the database check this to answer 400 rather than fail in the database.
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/**
 * Whether a YYYY-MM-DD day is one the analytics and filters can count: its year, and the years
 * a week or a month either side, have four digits (PostgreSQL has no year 0). The range of
 * core's calendarDate, the rule of every date a request carries.
 */
export function isCountableDay(day: string): boolean {
  return day >= '1000-01-01' && day <= '9998-12-31';
}
