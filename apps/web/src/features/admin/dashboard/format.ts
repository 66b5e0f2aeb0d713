import { useMemo } from 'react';
import { useLanguage } from '../../../i18n/use-language';

export type TrendDirection = 'up' | 'down' | 'flat';

export function trendDirection(change: number): TrendDirection {
  if (!Number.isFinite(change) || Math.abs(change) < 0.05) return 'flat';
  return change > 0 ? 'up' : 'down';
}

/** Seconds as minutes:seconds ("12:05"); minutes keep counting past an hour. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export interface AdminFormat {
  integer: (value: number) => string;
  /** A percentage given in percent, to one decimal: 87.5 gives "87.5%" ("87,5%" in vi). */
  percent: (value: number) => string;
}

/** Numbers in the current language (decimal comma and dot grouping in Vietnamese). */
export function useAdminFormat(): AdminFormat {
  const { language } = useLanguage();
  return useMemo(() => {
    const integer = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    const percent = new Intl.NumberFormat(language, {
      style: 'percent',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    return {
      integer: (value) => integer.format(value),
      percent: (value) => percent.format(value / 100),
    };
  }, [language]);
}
