import { describe, expect, it } from 'vitest';
import { throttleAddress, throttleWaitMs } from './throttle';

const now = new Date('2026-11-23T10:00:00Z');
const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const none = { count: 0, oldest: null };

describe('the login throttle', () => {
  it('lets five failures through, then doubles the wait from 30 s up to 15 min', () => {
    const wait = (count: number) =>
      throttleWaitMs({ pair: { count, last: now }, address: none }, now) / 1000;
    expect([4, 5, 6, 7, 8, 9, 10, 11].map(wait)).toEqual([0, 30, 60, 120, 240, 480, 900, 900]);
    expect(throttleWaitMs({ pair: { count: 5, last: secondsAgo(31) }, address: none }, now)).toBe(
      0,
    );
  });

  it('makes an address that failed 20 times wait until its oldest failure leaves the window', () => {
    const failures = {
      pair: { count: 0, last: null },
      address: { count: 20, oldest: secondsAgo(600) },
    };
    expect(throttleWaitMs(failures, now) / 1000).toBe(300);
    expect(
      throttleWaitMs({ ...failures, address: { count: 19, oldest: secondsAgo(600) } }, now),
    ).toBe(0);
  });

  it('counts an IPv6 client by its /64 and an IPv6-mapped IPv4 client as IPv4', () => {
    expect(throttleAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(throttleAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(throttleAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(throttleAddress('::1')).toBe('0:0:0:0::/64');
  });
});
