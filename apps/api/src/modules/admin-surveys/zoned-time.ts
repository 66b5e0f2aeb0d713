const PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

// Zones change offset only on a quarter hour, so one offset holds for a whole quarter hour.
const QUARTER_HOUR_MS = 15 * 60_000;

const two = (value: number) => String(value).padStart(2, '0');

/** The offset of `clock`'s zone from UTC at `ms`, in minutes. */
function offsetMinutes(clock: Intl.DateTimeFormat, ms: number): number {
  const parts = Object.fromEntries(
    clock.formatToParts(ms).map(({ type, value }) => [type, Number(value)]),
  );
  const wall = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return Math.round((wall - (ms - (ms % 1000))) / 60_000);
}

/**
 * Writes an instant as the clock of `timeZone` reads it, with that clock's offset:
 * 2026-11-23T15:05:00+07:00. The export writes its times so, in the study's zone, so that a
 * spreadsheet shows the same date and time as the admin screens (and the offset keeps the
 * instant exact for a program reading it). The offset of the last quarter hour is kept: an
 * export writes rows in time order, up to a million of them.
 */
export function zonedIsoWriter(timeZone: string): (instant: Date) => string {
  const clock = new Intl.DateTimeFormat('en-US', { ...PARTS, timeZone });
  let quarter = Number.NaN;
  let offset = 0;
  return (instant) => {
    const ms = instant.getTime();
    const current = Math.floor(ms / QUARTER_HOUR_MS);
    if (current !== quarter) {
      quarter = current;
      offset = offsetMinutes(clock, ms);
    }
    const wall = new Date(ms + offset * 60_000).toISOString().slice(0, 19);
    const absolute = Math.abs(offset);
    const sign = offset < 0 ? '-' : '+';
    return `${wall}${sign}${two(Math.floor(absolute / 60))}:${two(absolute % 60)}`;
  };
}
