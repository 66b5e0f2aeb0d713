import { build } from 'esbuild';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const contenderSource = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../test/support/lock-contender.ts',
);
const CONTENDERS = 6;
const ROUNDS = 3;

interface Contender {
  result: Promise<string>;
  stop(): void;
}

/**
 * The contender compiled to JavaScript once: 36 starts through tsx cost about half a second of
 * CPU each, and started late on a busy machine.
 */
async function compileContender(scratch: string): Promise<string> {
  const outfile = path.join(scratch, 'lock-contender.mjs');
  await build({
    entryPoints: [contenderSource],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'warning',
  });
  return outfile;
}

/** Starts a contender; its result is the first line it prints. */
function compete(contender: string, dataDir: string, startAt: number): Contender {
  const child = spawn(process.execPath, [contender, dataDir, String(startAt)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const result = new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n')) resolve(output.trim());
    });
    child.on('error', reject);
    child.on('exit', () => resolve(output.trim()));
  });
  return { result, stop: () => child.kill('SIGTERM') };
}

/** The pid of a process that has certainly exited. */
function deadPid(): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('true');
    child.on('exit', () => resolve(child.pid!));
  });
}

describe('processes starting at the same moment on one data directory', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'prca-lock-race-'));
  let contender = '';
  beforeAll(async () => {
    contender = await compileContender(scratch);
  });
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it.each([
    { name: 'a new directory', leftover: false },
    { name: 'a lock left by a killed process', leftover: true },
  ])(
    'let exactly one of them have $name',
    async ({ leftover }) => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const dataDir = path.join(scratch, `${leftover ? 'stale' : 'fresh'}-${round}`);
        fs.mkdirSync(dataDir);
        if (leftover) fs.writeFileSync(path.join(dataDir, 'prca.lock'), String(await deadPid()));
        const startAt = Date.now() + 2000;
        const contenders = Array.from({ length: CONTENDERS }, () =>
          compete(contender, dataDir, startAt),
        );
        const results = await Promise.all(contenders.map((racer) => racer.result));
        for (const racer of contenders) racer.stop();
        expect(
          results.filter((result) => result === 'won'),
          `round ${round}`,
        ).toHaveLength(1);
        expect(results.filter((result) => result === 'lost')).toHaveLength(CONTENDERS - 1);
      }
    },
    60_000,
  );
});
