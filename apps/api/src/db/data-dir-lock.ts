import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'prca.lock';
// A takeover lasts microseconds; one older than this was left by a process that died in it.
const TAKEOVER_STALE_MS = 10_000;
const ATTEMPTS = 50;

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  /** The process that holds the directory, when known. */
  owner?: number;
}

export interface DataDirLock {
  release(): void;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The pid a lock file names: null when there is no lock file (it may be made the next moment),
 * undefined when the file names no process (no lock of ours: garbage left in its place).
 */
function readOwner(lockPath: string): number | null | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    return errorCode(error) === 'ENOENT' ? null : undefined;
  }
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

/**
 * Creates the lock file with our pid already in it: written to a private file first, then
 * hard-linked into place, which fails atomically if a lock exists. So no process can ever
 * read a lock file that has no owner in it yet.
 */
function tryCreate(lockPath: string): boolean {
  const draft = `${lockPath}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(draft, String(process.pid));
  try {
    fs.linkSync(draft, lockPath);
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/**
 * Removes a lock left by a dead process. Only the holder of the takeover directory (mkdir is
 * atomic) may remove a lock, and only after reading again that it is still the dead owner's,
 * so a live process's fresh lock is never removed by a late competitor. A lock that is gone is
 * never "still the dead owner's": a competitor may make its own in its place at any moment
 * (tryCreate needs no takeover), and removing that one would let two processes in.
 */
function removeStaleLock(lockPath: string, staleOwner: number | undefined): void {
  const takeover = `${lockPath}.takeover`;
  try {
    fs.mkdirSync(takeover);
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
    const since = fs.statSync(takeover, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (Date.now() - since > TAKEOVER_STALE_MS) {
      fs.rmSync(takeover, { recursive: true, force: true });
    } else sleep(5); // another process is taking over; give it a moment
    return;
  }
  try {
    if (readOwner(lockPath) === staleOwner) fs.rmSync(lockPath, { force: true });
  } finally {
    fs.rmSync(takeover, { recursive: true, force: true });
  }
}

function inUse(dataDir: string, owner: number): DataDirLockedError {
  const where = path.resolve(dataDir);
  const error = new DataDirLockedError(
    `The data directory ${where} is in use by process ${owner}. Stop that process, or set ` +
      `DATA_DIR to another directory. (If no server is running, delete ${path.join(where, LOCK_FILE)}.)`,
  );
  error.owner = owner;
  return error;
}

/**
 * Two processes writing one embedded database would corrupt it, so the data directory is
 * locked with a file holding the owner's pid. A lock whose pid no longer runs was left by a
 * killed process and is taken over. A lock holding our own pid is taken over too: one process
 * opens its database once, and a restarted container often gets the same pid again.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    if (tryCreate(lockPath)) {
      return {
        release() {
          if (readOwner(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
        },
      };
    }
    const owner = readOwner(lockPath);
    if (owner === null) continue; // removed since: try again
    if (owner !== undefined && owner !== process.pid && isRunning(owner)) {
      throw inUse(dataDir, owner);
    }
    removeStaleLock(lockPath, owner);
  }
  throw new DataDirLockedError(
    `Could not lock the data directory ${path.resolve(dataDir)}: other processes keep taking it.`,
  );
}
