import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchContext } from '../context';
import { createScratchDatabase } from '../databases';
import { startProcess, startServer, type RunningServer, type ServerDatabase } from '../server';

/** What the submissions are sent to, side by side in one run. */
export const TARGETS = ['bare', 'embedded', 'postgresql'] as const;
export type TargetKind = (typeof TARGETS)[number];

export const TARGET_NAMES: Record<TargetKind, string> = {
  bare: 'Bare Fastify route',
  embedded: 'API on the embedded database',
  postgresql: 'API on PostgreSQL',
};

export interface StartedTarget {
  server: RunningServer;
  /** Where the API stores the submissions; none for the bare route. */
  database: ServerDatabase | undefined;
  /** Removes the target's data (the throw-away database or data directory). */
  discard(): Promise<void>;
}

function startBareFastify(): Promise<RunningServer> {
  return startProcess({
    label: 'bare-fastify',
    args: ['--import', 'tsx', 'scripts/bench/throughput/bare-fastify.ts'],
    env: { NODE_ENV: 'production' },
    isReady: async (baseUrl) =>
      (
        await fetch(`${baseUrl}/api/surveys`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
      ).ok,
  });
}

/**
 * A freshly started target with empty storage: a new PostgreSQL database or a new data
 * directory, so that the rows counted afterwards are this run's alone.
 */
export async function startTarget(
  kind: TargetKind,
  context: BenchContext,
  options: { label: string; nodeArgs?: string[] },
): Promise<StartedTarget> {
  if (kind === 'bare') {
    return { server: await startBareFastify(), database: undefined, discard: async () => {} };
  }
  if (kind === 'embedded') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `prca-${options.label}-`));
    const database: ServerDatabase = { kind: 'embedded', dataDir };
    const discard = async () => rmSync(dataDir, { recursive: true, force: true });
    try {
      return { server: await startServer({ ...options, database }), database, discard };
    } catch (error) {
      await discard();
      throw error;
    }
  }
  const scratch = await createScratchDatabase(
    context.options.postgresUrl,
    `prca_bench_${options.label.replaceAll('-', '_')}`,
  );
  const database: ServerDatabase = { kind: 'postgresql', url: scratch.url };
  try {
    return { server: await startServer({ ...options, database }), database, discard: scratch.drop };
  } catch (error) {
    await scratch.drop();
    throw error;
  }
}
