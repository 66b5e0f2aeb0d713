import { WeightedTable, type Random } from './random';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Vietnam keeps UTC+7 all year (no daylight saving), so a fixed offset is exact. */
const VIETNAM_OFFSET_MS = 7 * HOUR_MS;
const DAYS_BACK = 365;

/**
 * Students answer during the school year: little in the summer holidays (June-August) and
 * around Tết (late January to mid-February); weekdays more than weekends. Index 0 is January.
 */
const MONTH_WEIGHTS = [0.8, 0.45, 1, 1, 0.9, 0.3, 0.15, 0.5, 1.1, 1.1, 1, 0.9];
/** Sunday first, as Date.getUTCDay counts. */
const WEEKDAY_WEIGHTS = [0.2, 1, 1, 1, 1, 0.95, 0.45];
/** Class hours (7-11, 14-17) and evening homework time, in Vietnam's local hours. */
const HOUR_WEIGHTS = [
  0.02, 0.01, 0.01, 0.01, 0.01, 0.03, 0.15, 0.8, 1, 1, 1, 0.9, 0.35, 0.45, 1, 1, 0.95, 0.6, 0.35,
  0.55, 0.65, 0.55, 0.3, 0.08,
];

/**
 * Draws the moments at which responses were submitted over the 12 months before `now`,
 * rising gently towards the present as the survey became known.
 */
export class SubmissionCalendar {
  private readonly days: WeightedTable<number>;
  private readonly hours: WeightedTable<number>;
  private readonly firstLocalMidnight: number;

  constructor(private readonly now: number) {
    const todayLocalMidnight =
      Math.floor((now + VIETNAM_OFFSET_MS) / DAY_MS) * DAY_MS - VIETNAM_OFFSET_MS;
    this.firstLocalMidnight = todayLocalMidnight - (DAYS_BACK - 1) * DAY_MS;
    const dayIndices: number[] = [];
    const dayWeights: number[] = [];
    for (let day = 0; day < DAYS_BACK; day++) {
      const local = new Date(this.firstLocalMidnight + day * DAY_MS + VIETNAM_OFFSET_MS);
      const growth = 0.55 + 0.45 * (day / DAYS_BACK);
      dayIndices.push(day);
      dayWeights.push(
        (MONTH_WEIGHTS[local.getUTCMonth()] as number) *
          (WEEKDAY_WEIGHTS[local.getUTCDay()] as number) *
          growth,
      );
    }
    this.days = new WeightedTable(dayIndices, dayWeights);
    this.hours = new WeightedTable(
      HOUR_WEIGHTS.map((_, hour) => hour),
      HOUR_WEIGHTS,
    );
  }

  /** A submission time (epoch milliseconds) no later than `now`. */
  draw(random: Random): number {
    for (;;) {
      const day = this.days.draw(random);
      const hour = this.hours.draw(random);
      const time =
        this.firstLocalMidnight + day * DAY_MS + hour * HOUR_MS + random.int(0, HOUR_MS - 1);
      if (time <= this.now) return time;
    }
  }

  /**
   * `count` moments in time order, so that rows are written as a live server writes them and
   * the table's physical order follows created_at, as it does in production.
   */
  drawSorted(random: Random, count: number): Float64Array {
    const times = new Float64Array(count);
    for (let index = 0; index < count; index++) times[index] = this.draw(random);
    return times.sort();
  }
}
