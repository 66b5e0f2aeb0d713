import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const contender = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../test/support/lock-contender.ts',
);
const CONTENDERS = 6;
const ROUNDS = 3;

function compete(dataDir: string, startAt: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', contender, dataDir, String(startAt), '500'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', () => resolve(output.trim()));
  });
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
        const results = await Promise.all(
          Array.from({ length: CONTENDERS }, () => compete(dataDir, startAt)),
        );
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
