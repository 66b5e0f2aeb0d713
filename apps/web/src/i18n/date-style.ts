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

// A time says its zone (UTC, GMT+7): a researcher comparing the screen with the CSV, or with a
// colleague elsewhere, must know which clock it is. (dateStyle cannot carry a zone name, hence
// English's medium style spelt out.)
const DATE_TIME: Record<Language, Intl.DateTimeFormatOptions> = {
  vi: { ...DATE.vi, hour: '2-digit', minute: '2-digit', timeZoneName: 'short' },
  en: {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  },
};

/** How a date is written in the language: 23/11/2026, Nov 23, 2026. */
export function dateOptions(language: Language): Intl.DateTimeFormatOptions {
  return DATE[language];
}

/** A date with hours, minutes and zone: 08:05 GMT+7 23/11/2026, Nov 23, 2026, 8:05 AM GMT+7. */
export function dateTimeOptions(language: Language): Intl.DateTimeFormatOptions {
  return DATE_TIME[language];
}
