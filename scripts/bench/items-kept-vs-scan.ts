/*
 * The items figures of every response two ways on one database, side by side: the scan the
 * endpoint made before the answer counts were kept (and still makes for a subset), and the kept
 * cells it reads now. Checks both give the same aggregates, then prints their medians.
 *
 *   node --import tsx scripts/bench/items-kept-vs-scan.ts postgres://…/prca_bench_1m [runs]
 */
import { isDeepStrictEqual } from 'node:util';
import { openPostgres } from '../../apps/api/src/db/postgres';
import {
  readItemAggregates,
  readKeptItemAggregates,
} from '../../apps/api/src/modules/admin-analytics/items/repository';

async function median(runs: number, work: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

const [url, runsText = '3'] = process.argv.slice(2);
if (!url) throw new Error('usage: items-kept-vs-scan.ts POSTGRES_URL [runs]');
const handle = await openPostgres(url, 2);
try {
  const scanned = await readItemAggregates(handle.db);
  const kept = await readKeptItemAggregates(handle.db);
  if (!isDeepStrictEqual(scanned, kept)) throw new Error('the kept counts differ from a scan');
  const runs = Number(runsText);
  const scan = await median(runs, () => readItemAggregates(handle.db));
  const read = await median(runs, () => readKeptItemAggregates(handle.db));
  console.log(`${scanned.sums.n} responses, identical aggregates`);
  console.log(`scan of every response: median ${scan.toFixed(0)} ms over ${runs} runs`);
  console.log(`kept cells:             median ${read.toFixed(1)} ms over ${runs} runs`);
} finally {
  await handle.close();
}
