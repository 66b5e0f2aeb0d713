const PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

const two = (value: number) => String(value).padStart(2, '0');

/**
 * An instant as the clock of `timeZone` reads it, with that clock's offset:
 * 2026-11-23T15:05:00+07:00. The export writes its times so, in the study's zone, so that a
 * spreadsheet shows the same date and time as the admin screens (and the offset keeps the
 * instant exact for a program reading it).
 */
export function zonedIso(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { ...PARTS, timeZone })
      .formatToParts(instant)
      .map(({ type, value }) => [type, value]),
  );
  const wall = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
  // The wall clock read as if it were UTC, less the instant, is the zone's offset then.
  const offsetMinutes = Math.round((Date.parse(`${wall}Z`) - instant.getTime()) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  return `${wall}${sign}${two(Math.floor(absolute / 60))}:${two(absolute % 60)}`;
}
