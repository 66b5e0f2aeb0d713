import { describe, expect, it } from 'vitest';
import { zonedIsoWriter } from './zoned-time';

describe('zonedIsoWriter', () => {
  it('writes the clock and offset of the zone, across a change of daylight saving time', () => {
    const newYork = zonedIsoWriter('America/New_York');
    const times = [
      '2026-03-08T06:59:59Z',
      '2026-03-08T07:00:00Z',
      '2026-11-01T05:59:59Z',
      '2026-11-01T06:00:00Z',
    ].map((iso) => newYork(new Date(iso)));
    expect(times).toEqual([
      '2026-03-08T01:59:59-05:00',
      '2026-03-08T03:00:00-04:00',
      '2026-11-01T01:59:59-04:00',
      '2026-11-01T01:00:00-05:00',
    ]);
  });

  it('keeps a quarter-hour offset and the next day, and the instant to the second', () => {
    const late = new Date('2026-11-23T18:05:59.999Z');
    expect(zonedIsoWriter('Asia/Kathmandu')(late)).toBe('2026-11-23T23:50:59+05:45');
    const written = zonedIsoWriter('Asia/Ho_Chi_Minh')(late);
    expect(written).toBe('2026-11-24T01:05:59+07:00');
    expect(Date.parse(written)).toBe(Date.parse('2026-11-23T18:05:59Z'));
  });
});
