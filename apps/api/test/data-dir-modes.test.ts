import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirRefusedError } from '../src/db/data-dir-safety';
import { openEmbedded } from '../src/db/embedded';
import { secretFileOf } from '../src/identity/secret-file';
import {
  killAllServers,
  runServerToExit,
  startServer,
  STARTUP_TIMEOUT_MS,
} from './support/server-process';

const parents: string[] = [];
afterAll(async () => {
  await killAllServers();
  for (const parent of parents) fs.rmSync(parent, { recursive: true, force: true });
});

/** A new directory to hold a data directory and what the server keeps beside it. */
function parentDir(): string {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'prca-modes-'));
  parents.push(parent);
  return parent;
}

function modeOf(file: string): number {
  return fs.lstatSync(file).mode & 0o777;
}

/** Every file and directory under `dir` whose mode gives the group or others anything. */
function openToOthers(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((name) => path.join(dir, name))
    .filter((file) => (modeOf(file) & 0o077) !== 0)
    .map((file) => `${file} ${modeOf(file).toString(8)}`);
}

// Issue 29: the embedded database holds every response and the password hashes; a school's
// server is shared with other local users.
describe('the embedded data directory belongs to the server user alone', () => {
  it(
    'is made 0700 with files no one else can read, and a server refuses one others can reach',
    { timeout: 4 * STARTUP_TIMEOUT_MS },
    async () => {
      const dataDir = path.join(parentDir(), 'data');
      const first = await startServer({ dataDir });
      expect((await first.kill('SIGTERM')).code).toBe(0);
      expect(modeOf(dataDir)).toBe(0o700);
      expect(fs.readdirSync(dataDir, { recursive: true }).length).toBeGreaterThan(100);
      expect(openToOthers(dataDir)).toEqual([]);
      expect(modeOf(secretFileOf(dataDir))).toBe(0o600);

      for (const mode of [0o755, 0o777, 0o701]) {
        fs.chmodSync(dataDir, mode);
        const refused = await runServerToExit({ dataDir });
        expect(refused.code).not.toBe(0);
        expect(refused.stderr).toContain(
          `The data directory ${dataDir} has mode 0${mode.toString(8)}`,
        );
        expect(refused.stderr).toContain(`chmod -R go-rwx ${dataDir}`);
        expect(refused.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
      }

      // A file the group or others can write is refused too, by name.
      fs.chmodSync(dataDir, 0o700);
      const file = path.join(dataDir, 'PG_VERSION');
      fs.chmodSync(file, 0o666);
      const fileRefused = await runServerToExit({ dataDir });
      expect(fileRefused.code).not.toBe(0);
      expect(fileRefused.stderr).toContain(file);
      expect(fileRefused.stderr).toContain(`chmod -R go-rwx ${dataDir}`);

      // 0750, as PostgreSQL accepts, starts.
      fs.chmodSync(dataDir, 0o750);
      fs.chmodSync(file, 0o640);
      const group = await startServer({ dataDir });
      expect((await group.kill('SIGTERM')).code).toBe(0);
    },
  );
});

describe('a start beside a database that a restore set aside', () => {
  it('refuses to make a new database in an empty data directory, and names the one set aside', async () => {
    const parent = parentDir();
    const dataDir = path.join(parent, 'data');
    const aside = path.join(parent, 'data.before-restore-2026-11-28T05-00-00-000Z');
    fs.mkdirSync(aside, { mode: 0o700 });
    fs.writeFileSync(path.join(aside, 'PG_VERSION'), '17\n');
    fs.mkdirSync(dataDir, { mode: 0o700 });

    const refused = await runServerToExit({ dataDir });
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain(`The data directory ${dataDir} is empty`);
    expect(refused.stderr).toContain(aside);
    expect(refused.stderr).toContain(`mv ${aside} ${dataDir}`);
    expect(refused.stdout).not.toContain('Created the first admin account');
    expect(fs.readdirSync(dataDir)).toEqual([]);
    expect(fs.existsSync(secretFileOf(dataDir))).toBe(false);

    // A missing data directory is no different; nothing is created.
    fs.rmdirSync(dataDir);
    await expect(openEmbedded(dataDir)).rejects.toThrow(DataDirRefusedError);
    await expect(openEmbedded(dataDir)).rejects.toThrow(aside);
    expect(fs.existsSync(dataDir)).toBe(false);
  });
});
