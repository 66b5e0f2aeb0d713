import type { Language } from './index';

/*
 * Vietnamese writes a date in figures, day first: 23/11/2026 (as schools and official letters
 * do; the locale's medium style, "23 thg 11, 2026", abbreviates the month). English keeps its
 * medium style: "Nov 23, 2026".
 */
const DATE: Record<Language, Intl.DateTimeFormatOptions> = {
  vi: { day: '2-digit', month: '2-digit', year: 'numeric' },
  en: { dateStyle: 'medium' },
};

const DATE_TIME: Record<Language, Intl.DateTimeFormatOptions> = {
  vi: { ...DATE.vi, hour: '2-digit', minute: '2-digit' },
  en: { dateStyle: 'medium', timeStyle: 'short' },
};

/** How a date is written in the language: 23/11/2026, Nov 23, 2026. */
export function dateOptions(language: Language): Intl.DateTimeFormatOptions {
  return DATE[language];
}

/** A date with hours and minutes: 08:05 23/11/2026, Nov 23, 2026, 8:05 AM. */
export function dateTimeOptions(language: Language): Intl.DateTimeFormatOptions {
  return DATE_TIME[language];
}
