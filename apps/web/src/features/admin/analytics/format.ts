import { useMemo } from 'react';
import { dateOptions } from '../../../i18n/date-style';
import { useLanguage } from '../../../i18n/use-language';

export interface AnalyticsFormat {
  integer: (value: number) => string;
  /** Fixed decimals (alpha and correlations: 3; means and lengths: 1); "N/A" for null. */
  decimal: (value: number | null | undefined, digits: number) => string;
  /** A percentage given in percent, one decimal: 87.5 gives "87.5%" ("87,5%" in vi). */
  percent: (value: number) => string;
  /** A calendar day "2026-11-21" as the language writes it ("Nov 21, 2026", "21/11/2026"). */
  day: (isoDate: string) => string;
  /** A month "2026-11" as the language writes it ("November 2026", "tháng 11 năm 2026"). */
  month: (isoMonth: string) => string;
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

function calendarFormatter(format: Intl.DateTimeFormat) {
  return (iso: string) => {
    const date = calendarDate(iso);
    return date && !Number.isNaN(date.getTime()) ? format.format(date) : iso;
  };
}

/** SPEC.md section 9 rounding, in the current language's number style. */
export function useAnalyticsFormat(notAvailable: string): AnalyticsFormat {
  const { language } = useLanguage();
  return useMemo(() => {
    const integer = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    const percent = new Intl.NumberFormat(language, {
      style: 'percent',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    const fixed = new Map<number, Intl.NumberFormat>();
    const decimal = (value: number | null | undefined, digits: number) => {
      if (value === null || value === undefined || !Number.isFinite(value)) return notAvailable;
      let format = fixed.get(digits);
      if (!format) {
        format = new Intl.NumberFormat(language, {
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        });
        fixed.set(digits, format);
      }
      return format.format(value);
    };
    return {
      integer: (value) => integer.format(value),
      decimal,
      percent: (value) => percent.format(value / 100),
      day: calendarFormatter(
        new Intl.DateTimeFormat(language, { ...dateOptions(language), timeZone: 'UTC' }),
      ),
      month: calendarFormatter(
        new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
      ),
    };
  }, [language, notAvailable]);
}
