import { useMemo } from 'react';
import { useLanguage } from '../../../i18n/use-language';

export interface AnalyticsFormat {
  integer: (value: number) => string;
  /** Fixed decimals (alpha and correlations: 3; means and lengths: 1); "N/A" for null. */
  decimal: (value: number | null | undefined, digits: number) => string;
  /** A percentage given in percent, one decimal: 87.5 gives "87.5%" ("87,5%" in vi). */
  percent: (value: number) => string;
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
    };
  }, [language, notAvailable]);
}
