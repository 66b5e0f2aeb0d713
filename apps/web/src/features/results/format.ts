import { useMemo } from 'react';
import { dateOptions } from '../../i18n/date-style';
import { useLanguage } from '../../i18n/use-language';

export interface ResultFormat {
  integer: (value: number) => string;
  /** Always one decimal: "65.3", "65,3" in Vietnamese. */
  decimal: (value: number) => string;
  /** A percentage already rounded to one decimal (33.3 gives "33.3%"). */
  percent: (value: number) => string;
  wholePercent: (value: number) => string;
  /** The date of an ISO timestamp; null if it is not a date. */
  date: (iso: string) => string | null;
  /** Hours and minutes of an ISO timestamp; null if it is not a date. */
  shortTime: (iso: string) => string | null;
  /** A moment to the second ("updated at …"). */
  time: (date: Date) => string;
}

/** Numbers and dates in the current language (decimal comma and Vietnamese dates in vi). */
export function useResultFormat(): ResultFormat {
  const { language } = useLanguage();
  return useMemo(() => {
    const integer = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    const decimal = new Intl.NumberFormat(language, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    const percent = new Intl.NumberFormat(language, {
      style: 'percent',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    const wholePercent = new Intl.NumberFormat(language, { style: 'percent' });
    const date = new Intl.DateTimeFormat(language, dateOptions(language));
    const shortTime = new Intl.DateTimeFormat(language, { timeStyle: 'short' });
    const time = new Intl.DateTimeFormat(language, { timeStyle: 'medium' });
    return {
      integer: (value) => integer.format(value),
      decimal: (value) => decimal.format(value),
      percent: (value) => percent.format(value / 100),
      wholePercent: (value) => wholePercent.format(value / 100),
      date: (iso) => formatIso(date, iso),
      shortTime: (iso) => formatIso(shortTime, iso),
      time: (date) => time.format(date),
    };
  }, [language]);
}

function formatIso(format: Intl.DateTimeFormat, iso: string): string | null {
  const moment = new Date(iso);
  return Number.isNaN(moment.getTime()) ? null : format.format(moment);
}
