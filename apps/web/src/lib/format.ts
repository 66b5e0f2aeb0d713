import { useMemo } from 'react';
import { dateOptions, dateTimeOptions } from '../i18n/date-style';
import { useLanguage } from '../i18n/use-language';
import { useTimeZone } from './time-zone';

/**
 * Numbers and dates as the reader's language writes them (decimal comma, dot grouping and
 * Vietnamese dates in vi). Figures arrive rounded as SPEC.md section 9 says; this only writes them.
 */
export interface Format {
  integer: (value: number) => string;
  /**
   * Fixed decimals, one unless told (alpha and correlations: 3); `notAvailable` for a figure
   * that could not be computed (null).
   */
  decimal: (value: number | null | undefined, digits?: number) => string;
  /**
   * A p-value to 3 decimals, "< .001" below that (SPEC.md section 9); English drops the
   * leading zero as APA style does, Vietnamese keeps it ("< 0,001").
   */
  pValue: (value: number | null | undefined) => string;
  /** A percentage given in percent, to one decimal: 87.5 gives "87.5%" ("87,5%" in vi). */
  percent: (value: number) => string;
  /** A percentage given in percent, whole: 100 gives "100%". */
  wholePercent: (value: number) => string;
  /** The date of an ISO timestamp; the text itself when it is not one. */
  date: (iso: string) => string;
  /** Date and time of an ISO timestamp, to the minute. */
  dateTime: (iso: string) => string;
  /** Hours and minutes of an ISO timestamp. */
  shortTime: (iso: string) => string;
  /** A moment to the second ("updated at …"). */
  time: (moment: Date) => string;
  /** A calendar day "2026-11-21" as the language writes it ("Nov 21, 2026", "21/11/2026"). */
  day: (isoDate: string) => string;
  /** A month "2026-11" as the language writes it ("November 2026", "tháng 11 năm 2026"). */
  month: (isoMonth: string) => string;
}

/** Whether an ISO timestamp names a moment (storage may hold anything). */
export function isMoment(iso: string): boolean {
  return !Number.isNaN(new Date(iso).getTime());
}

function moments(format: Intl.DateTimeFormat) {
  return (iso: string) => (isMoment(iso) ? format.format(new Date(iso)) : iso);
}

/*
 * The server buckets days and months in the study's time zone and sends them as calendar
 * labels, so they are formatted as UTC dates: the reader's own time zone must not shift a day.
 */
function calendarDate(iso: string): Date | null {
  const [year, month = 1, day = 1] = iso.split('-').map(Number);
  if (year === undefined || !Number.isInteger(year)) return null;
  return new Date(Date.UTC(year, month - 1, day));
}

function calendar(format: Intl.DateTimeFormat) {
  return (iso: string) => {
    const date = calendarDate(iso);
    return date && !Number.isNaN(date.getTime()) ? format.format(date) : iso;
  };
}

function fixedDecimals(language: string, notAvailable: string) {
  const formats = new Map<number, Intl.NumberFormat>();
  return (value: number | null | undefined, digits = 1) => {
    if (value === null || value === undefined || !Number.isFinite(value)) return notAvailable;
    let format = formats.get(digits);
    if (!format) {
      format = new Intl.NumberFormat(language, {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
      formats.set(digits, format);
    }
    return format.format(value);
  };
}

/**
 * Writes figures in `language`; `notAvailable` stands for a figure that is null. Moments are
 * written in `timeZone` (IANA name), the reader's own when it is undefined.
 */
export function makeFormat(language: string, notAvailable = '—', timeZone?: string): Format {
  const zone: Intl.DateTimeFormatOptions = timeZone ? { timeZone } : {};
  const integer = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(language, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const wholePercent = new Intl.NumberFormat(language, { style: 'percent' });
  const time = new Intl.DateTimeFormat(language, { timeStyle: 'medium', ...zone });
  const written = language === 'vi' ? 'vi' : 'en';
  const decimal = fixedDecimals(language, notAvailable);
  const p = (value: number) =>
    written === 'en' ? decimal(value, 3).replace(/^0(?=\.)/, '') : decimal(value, 3);
  return {
    integer: (value) => integer.format(value),
    decimal,
    pValue: (value) =>
      value === null || value === undefined || !Number.isFinite(value)
        ? notAvailable
        : value < 0.001
          ? `< ${p(0.001)}`
          : p(value),
    percent: (value) => percent.format(value / 100),
    wholePercent: (value) => wholePercent.format(value / 100),
    date: moments(new Intl.DateTimeFormat(language, { ...dateOptions(written), ...zone })),
    dateTime: moments(new Intl.DateTimeFormat(language, { ...dateTimeOptions(written), ...zone })),
    shortTime: moments(new Intl.DateTimeFormat(language, { timeStyle: 'short', ...zone })),
    time: (moment) => time.format(moment),
    day: calendar(new Intl.DateTimeFormat(language, { ...dateOptions(written), timeZone: 'UTC' })),
    month: calendar(
      new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    ),
  };
}

/**
 * The figures of the current language, written again when the reader switches language; moments
 * in the time zone of TimeZoneContext (the study's, on the admin screens).
 */
export function useFormat({ notAvailable }: { notAvailable?: string } = {}): Format {
  const { language } = useLanguage();
  const timeZone = useTimeZone();
  return useMemo(
    () => makeFormat(language, notAvailable, timeZone),
    [language, notAvailable, timeZone],
  );
}

/** Seconds as minutes:seconds ("12:05"); minutes keep counting past an hour. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A number of days in words, in the reader's language: "1 day", "30 days", "30 ngày". */
export function formatDays(days: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'day',
    unitDisplay: 'long',
  }).format(days);
}
