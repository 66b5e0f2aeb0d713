import { isIPv6 } from 'node:net';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

/** Failures older than this count for nothing (and the hourly job deletes them). */
export const THROTTLE_WINDOW_MS = 15 * MINUTE_MS;
/** Failures for one name from one address before each further try must wait. */
export const FREE_FAILURES = 5;
/** The wait after the fifth failure, doubled by each failure after it, up to the window. */
export const FIRST_DELAY_MS = 30 * SECOND_MS;
/** Failures from one address (any names) before that address must wait for the window. */
export const ADDRESS_MAX_FAILURES = 20;

/** What the failures of the last window say about one try. */
export interface RecentFailures {
  /** For this name from this address: how many, and the last one's time. */
  pair: { count: number; last: Date | null };
  /** From this address for any name: how many, and the oldest one's time. */
  address: { count: number; oldest: Date | null };
}

/**
 * How long a try must still wait (0: it may be checked now). A name attacked from elsewhere is
 * slowed only for the attacking address, with a delay that doubles per failure, so its owner
 * signs in from their own address as usual; an address that fails for many names waits out
 * the window.
 */
export function throttleWaitMs(failures: RecentFailures, now: Date): number {
  const waits = [0];
  const { pair, address } = failures;
  if (pair.count >= FREE_FAILURES && pair.last) {
    const delay = Math.min(FIRST_DELAY_MS * 2 ** (pair.count - FREE_FAILURES), THROTTLE_WINDOW_MS);
    waits.push(pair.last.getTime() + delay - now.getTime());
  }
  if (address.count >= ADDRESS_MAX_FAILURES && address.oldest) {
    waits.push(address.oldest.getTime() + THROTTLE_WINDOW_MS - now.getTime());
  }
  return Math.max(...waits);
}

/**
 * The address a throttle counts under: an IPv4 address as it is (also when IPv6-mapped), an
 * IPv6 one as its /64, the block one home or machine is given, so that rotating through
 * one's own addresses gains nothing.
 */
export function throttleAddress(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
