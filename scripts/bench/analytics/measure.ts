import { filteredPath, type AnalyticsEndpoint, type BenchFilter } from './endpoints';
import { memoryOf, resetPeakMemory, type RunningServer } from '../server';

const REQUEST_TIMEOUT_MS = 180_000;
/** An endpoint slower than this gets fewer timed requests, so a 1M run ends the same day. */
const SLOW_MS = 10_000;
const RUNS_WHEN_SLOW = 3;

export type EndpointOutcome =
  | { kind: 'measured'; timings: EndpointTimings }
  | { kind: 'not built' }
  | { kind: 'failed'; status: number; message: string };

export interface EndpointTimings {
  /** The first request after the server started (cold caches, unoptimised code). */
  firstMs: number;
  medianMs: number;
  maxMs: number;
  minMs: number;
  runs: number;
  bodyBytes: number;
}

export interface EndpointResult {
  endpoint: AnalyticsEndpoint;
  filter: BenchFilter;
  outcome: EndpointOutcome;
  /** Peak resident set of the server while this endpoint was measured (MB). */
  peakRssMb: number;
}

/** Status 0 stands for no answer at all: a timeout, or a server that died (out of memory?). */
async function timedGet(url: string, token: string) {
  const began = performance.now();
  try {
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    // The whole body is read: a reply is only useful once it has all arrived.
    const body = Buffer.from(await response.arrayBuffer());
    return { ms: performance.now() - began, status: response.status, body };
  } catch (error) {
    const message = `no answer: ${(error as Error).message}`;
    return { ms: performance.now() - began, status: 0, body: Buffer.from(message) };
  }
}

/** The median of numbers sorted in ascending order. */
export function median(sorted: readonly number[]): number {
  const middle = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * One endpoint for one subset: `warmup` untimed requests (the first reported on its own), then
 * `runs` timed.
 */
export async function measureEndpoint(
  server: RunningServer,
  token: string,
  endpoint: AnalyticsEndpoint,
  filter: BenchFilter,
  options: { warmup: number; runs: number },
): Promise<EndpointResult> {
  resetPeakMemory(server.pid);
  const url = `${server.baseUrl}${filteredPath(endpoint, filter)}`;
  const first = await timedGet(url, token);
  const result = (outcome: EndpointOutcome): EndpointResult => ({
    endpoint,
    filter,
    outcome,
    peakRssMb: memoryOf(server.pid).peakRssMb,
  });
  if (first.status === 404) return result({ kind: 'not built' });
  if (first.status !== 200) {
    return result({
      kind: 'failed',
      status: first.status,
      message: first.body.toString('utf8').slice(0, 200),
    });
  }
  for (let index = 1; index < options.warmup; index++) await timedGet(url, token);
  const runs = first.ms > SLOW_MS ? Math.min(RUNS_WHEN_SLOW, options.runs) : options.runs;
  const timings: number[] = [];
  let bodyBytes = first.body.length;
  for (let index = 0; index < runs; index++) {
    const { ms, status, body } = await timedGet(url, token);
    if (status !== 200) {
      return result({ kind: 'failed', status, message: body.toString('utf8').slice(0, 200) });
    }
    timings.push(ms);
    bodyBytes = body.length;
  }
  timings.sort((a, b) => a - b);
  return result({
    kind: 'measured',
    timings: {
      firstMs: first.ms,
      medianMs: median(timings),
      maxMs: timings[timings.length - 1] as number,
      minMs: timings[0] as number,
      runs,
      bodyBytes,
    },
  });
}

/** One line of progress for the terminal. */
export function describeOutcome(outcome: EndpointOutcome): string {
  if (outcome.kind === 'not built') return 'not built';
  if (outcome.kind === 'failed') return `failed (HTTP ${outcome.status}): ${outcome.message}`;
  const { medianMs, maxMs } = outcome.timings;
  return `median ${medianMs.toFixed(1)} ms, max ${maxMs.toFixed(1)} ms`;
}
