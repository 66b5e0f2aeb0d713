import {
  TRENDS_DEFAULT_DAYS,
  TRENDS_MAX_DAYS,
  meanToOneDecimal,
  type TrendsAnalytics,
  type TrendsQuery,
} from '@prca/core';
import type { Database } from '../../../db/client';
import { filterCondition } from '../../../db/filters';
import { ApiError } from '../../../http/errors';
import type { ApiMessageKey } from '../../../http/messages';
import { readTrendCounts, type DayRange, type TrendCounts } from './repository';

const DAY_MS = 86_400_000;

/** The calendar day (YYYY-MM-DD) that `instant` falls on in `timeZone`. */
export function dayIn(timeZone: string, instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Plain calendar arithmetic: the day `count` days after `day`. */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

function daysFrom(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);
}

function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/**
 * The days to list: the given range; the 7 days ending at `to` (or today) without `from`; from
 * `from` to today without `to`. A reversed or too long range is the client's error.
 */
export function resolveDayRange(
  asked: Partial<DayRange>,
  today: string,
): DayRange | { error: ApiMessageKey } {
  const to = asked.to ?? today;
  const from = asked.from ?? addDays(to, 1 - TRENDS_DEFAULT_DAYS);
  const days = daysFrom(from, to) + 1;
  if (days < 1) return { error: 'trends.rangeReversed' };
  if (days > TRENDS_MAX_DAYS) return { error: 'trends.rangeTooLong' };
  return { from, to };
}

/** Every month from `first` to `last` (YYYY-MM), inclusive. */
function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  for (let month = first; month <= last; month = nextMonth(month)) months.push(month);
  return months;
}

/**
 * The trends tab with every day of the range present (0 without responses) and every month
 * from the range's first (or, without a range, the first response's) to its last (or the
 * current) month present, oldest first.
 */
export function toTrendsAnalytics(
  counts: TrendCounts,
  range: DayRange,
  monthRange: DayRange | null,
  today: string,
  timeZone: string,
): TrendsAnalytics {
  const perDay = new Map(counts.days.map((day) => [day.date, day.count]));
  const dailyResponses = Array.from({ length: daysFrom(range.from, range.to) + 1 }, (_, i) => {
    const date = addDays(range.from, i);
    return { date, count: perDay.get(date) ?? 0 };
  });
  const perMonth = new Map(counts.months.map((month) => [month.month, month]));
  const firstMonth = monthRange ? monthRange.from.slice(0, 7) : counts.months[0]?.month;
  const lastDataMonth = counts.months.at(-1)?.month ?? '';
  const currentMonth = today.slice(0, 7);
  const lastMonth = monthRange
    ? monthRange.to.slice(0, 7)
    : lastDataMonth > currentMonth
      ? lastDataMonth
      : currentMonth;
  const months = firstMonth ? monthsBetween(firstMonth, lastMonth) : [];
  return {
    timeZone,
    startDate: range.from,
    endDate: range.to,
    dailyResponses,
    monthlyTrends: months.map((month) => {
      const tally = perMonth.get(month);
      return {
        month,
        responses: tally?.responses ?? 0,
        avgScore: tally ? meanToOneDecimal(Number(tally.scoreSum), tally.responses) : null,
      };
    }),
  };
}

/** The trends tab, its days and months in the analytics time zone. */
export function createTrendsService(db: Database, timeZone: string) {
  return {
    /** The asked range (a 400 when it is reversed or too long). */
    async read(query: TrendsQuery): Promise<TrendsAnalytics> {
      const today = dayIn(timeZone, new Date());
      // The range bounds every count, so `from` and `to` need not narrow the subset as well:
      // with no other filter, the counts come from the kept quarter hours.
      const { from, to, ...filters } = query;
      const range = resolveDayRange({ from, to }, today);
      if ('error' in range) throw new ApiError(400, range.error);
      const monthRange = from !== undefined || to !== undefined ? range : null;
      const subset = filterCondition(filters, timeZone);
      const counts = await readTrendCounts(db, timeZone, range, monthRange, subset);
      return toTrendsAnalytics(counts, range, monthRange, today, timeZone);
    },
  };
}

export type TrendsService = ReturnType<typeof createTrendsService>;
