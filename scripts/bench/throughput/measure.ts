import type { AutocannonResult } from 'autocannon';
import type { BenchContext } from '../context';
import { loadAverage } from '../machine';
import { cpuSecondsOf, memoryOf, resetPeakMemory } from '../server';
import { submitFor, submitOnce } from './load';
import { backendPids, checkRows, storedIds, type RowCheck } from './stored-rows';
import { startTarget, type TargetKind } from './targets';

export interface TargetResult {
  kind: TargetKind;
  /** The timed load only (the warm-up is not in these figures). */
  load: AutocannonResult;
  /** CPU cores the server process used on average during the timed load. */
  serverCores: number;
  /** The PostgreSQL backends serving the API's pool, on PostgreSQL only. */
  databaseCores: number | undefined;
  /** And the bench process itself, which generates the load on the same machine. */
  loadGeneratorCores: number;
  /** Peak resident set of the server during the timed load (MB). */
  peakRssMb: number;
  loadAverage: number;
  /** Stored rows against acknowledged submissions; none for the bare route. */
  rows: RowCheck | undefined;
}

/** Average CPU cores a process used between two readings. */
function cores(cpuSeconds: number, wallSeconds: number): number {
  return wallSeconds > 0 ? cpuSeconds / wallSeconds : 0;
}

/**
 * One target: started fresh, one checked submission, `loadWarmupSeconds` of untimed load,
 * `loadSeconds` of timed load, stopped, and then its rows counted in the database itself.
 */
export async function measureTarget(
  kind: TargetKind,
  context: BenchContext,
): Promise<TargetResult> {
  const { loadSeconds, loadWarmupSeconds } = context.options;
  const target = await startTarget(kind, context, { label: `throughput-${kind}` });
  const { server } = target;
  try {
    const trackIds = target.database !== undefined;
    const generated = new Set<string>();
    const acknowledged: string[] = [];
    if (target.database) {
      const id = await submitOnce(server.baseUrl);
      generated.add(id);
      acknowledged.push(id);
    }
    if (loadWarmupSeconds > 0) {
      const warmup = await submitFor(server.baseUrl, loadWarmupSeconds, { trackIds });
      for (const id of warmup.generated) generated.add(id);
      for (const id of warmup.acknowledged) acknowledged.push(id);
    }
    // After the warm-up the pool holds its connections: their backends do the database's work.
    const backends =
      target.database?.kind === 'postgresql' ? await backendPids(target.database.url) : [];
    const backendSeconds = () => backends.reduce((sum, pid) => sum + cpuSecondsOf(pid), 0);
    resetPeakMemory(server.pid);
    const began = {
      wall: performance.now(),
      server: cpuSecondsOf(server.pid),
      database: backendSeconds(),
      bench: process.cpuUsage(),
    };
    const timed = await submitFor(server.baseUrl, loadSeconds, { trackIds });
    const wallSeconds = (performance.now() - began.wall) / 1000;
    const benchCpu = process.cpuUsage(began.bench);
    const serverCores = cores(cpuSecondsOf(server.pid) - began.server, wallSeconds);
    const databaseCores =
      backends.length > 0 ? cores(backendSeconds() - began.database, wallSeconds) : undefined;
    const peakRssMb = memoryOf(server.pid).peakRssMb;
    for (const id of timed.generated) generated.add(id);
    // A loop: spreading a hundred thousand ids into push() overflows the stack.
    for (const id of timed.acknowledged) acknowledged.push(id);
    const load = loadAverage();
    await server.stop();
    const rows = target.database
      ? checkRows(acknowledged, generated, await storedIds(target.database))
      : undefined;
    return {
      kind,
      load: timed.result,
      serverCores,
      databaseCores,
      loadGeneratorCores: cores((benchCpu.user + benchCpu.system) / 1e6, wallSeconds),
      peakRssMb,
      loadAverage: load,
      rows,
    };
  } catch (error) {
    await server.stop({ keepLog: true });
    throw new Error(`${(error as Error).message} (server log: ${server.logFile})`, {
      cause: error,
    });
  } finally {
    await target.discard();
  }
}
