import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const LOCK_FILE = 'prca.lock';

describe('lockDataDir', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prca-lock-'));
    dirs.push(dir);
    return dir;
  };
  const lockPath = (dir: string) => path.join(dir, LOCK_FILE);

  // A real process that stays alive while the tests run: the "other owner" of a lock.
  let other: ChildProcess;
  let otherPid: number;
  beforeAll(async () => {
    other = spawn('sleep', ['30'], { stdio: 'ignore' });
    await new Promise<void>((resolve, reject) => {
      other.once('spawn', resolve);
      other.once('error', reject);
    });
    otherPid = other.pid!;
  });
  afterAll(async () => {
    if (other.exitCode === null && other.signalCode === null) {
      const gone = new Promise((resolve) => other.once('exit', resolve));
      other.kill('SIGKILL');
      await gone;
    }
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The pid of a process that has run and exited, so nothing owns it now. */
  async function deadPid(): Promise<number> {
    const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    await new Promise((resolve) => child.once('exit', resolve));
    return child.pid!;
  }

  it('takes a lock holding this process id, and releases it', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(lockPath(dir), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(lockPath(dir))).toBe(false);
    // Released means free: it can be taken again.
    lockDataDir(dir).release();
    expect(fs.existsSync(lockPath(dir))).toBe(false);
  });

  it('creates a data directory that does not exist yet', () => {
    const dir = path.join(freshDir(), 'nested', 'data');
    const lock = lockDataDir(dir);
    expect(fs.existsSync(lockPath(dir))).toBe(true);
    lock.release();
  });

  it('refuses a directory locked by another live process, naming the directory and the pid', () => {
    const dir = freshDir();
    fs.writeFileSync(lockPath(dir), String(otherPid));

    let thrown: unknown;
    try {
      lockDataDir(dir);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DataDirLockedError);
    const { message } = thrown as DataDirLockedError;
    expect(message).toContain(path.resolve(dir));
    expect(message).toContain(`process ${otherPid}`);
    expect(message).toMatch(/DATA_DIR/);
    // The owner's lock is left as it was.
    expect(fs.readFileSync(lockPath(dir), 'utf8')).toBe(String(otherPid));
  });

  it('refuses a relative directory with its absolute path in the message', () => {
    const dir = freshDir();
    fs.writeFileSync(lockPath(dir), String(otherPid));
    const relative = path.relative(process.cwd(), dir);
    expect(() => lockDataDir(relative)).toThrow(
      `The data directory ${path.resolve(dir)} is in use`,
    );
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const dir = freshDir();
    const pid = await deadPid();
    fs.writeFileSync(lockPath(dir), String(pid));

    const lock = lockDataDir(dir);
    expect(fs.readFileSync(lockPath(dir), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(lockPath(dir))).toBe(false);
  });

  it('takes over a lock file that holds no process id', () => {
    const dir = freshDir();
    fs.writeFileSync(lockPath(dir), 'garbage');
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(lockPath(dir), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('does not remove a lock that someone else owns when released', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    // Another process took the directory over (for instance after this one was presumed dead).
    fs.writeFileSync(lockPath(dir), String(otherPid));
    lock.release();
    expect(fs.readFileSync(lockPath(dir), 'utf8')).toBe(String(otherPid));
  });

  it('releases without complaint when the lock file is already gone', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    fs.rmSync(lockPath(dir));
    expect(() => lock.release()).not.toThrow();
  });
});
