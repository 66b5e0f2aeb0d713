import v8 from 'node:v8';

/**
 * How far V8 lets the old generation grow past what the last full collection kept, in percent.
 * Left to itself V8 allows up to four times, judged from the machine's memory and its own
 * speed: under a class submitting at once the heap filled with garbage to about 150 MB before a
 * full collection, and the embedded server peaked at 391–432 MB. At 30 % it peaked at 300–346
 * MB with as many submissions a second (issue 33; docs/benchmarks.md). A cap on the heap
 * (--max-old-space-size) would rather crash a large study's analysis; this only makes full
 * collections come sooner.
 */
export const HEAP_GROWING_PERCENT = 30;

const FLAG = /^--heap[-_]growing[-_]percent\b/;

/** Sets the heap's growth, unless the operator gave node the flag (NODE_OPTIONS or argv). */
export function keepHeapSmall(): void {
  // eslint-disable-next-line no-restricted-properties -- node's own options, not the app's
  const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
  if (given.some((argument) => FLAG.test(argument))) return;
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
