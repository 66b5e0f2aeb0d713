import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { secretFileOf } from '../../src/identity/secret-file';
import { fillWithMigratedTemplate } from './migrated-data-dir';
import { TEST_ADMIN_PASSWORD, STARTUP_TIMEOUT_MS, type ServerExit } from './server-process';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const LISTENING = /Server listening at (http:\/\/[^\s"]+)/;

/** `npm start` as an operator runs it, with the pipes a supervisor would hold. */
export interface NpmStart {
  /** The npm process: signals in the tests go to it, as `kill -TERM <pid of npm start>` does. */
  npm: ChildProcess;
  baseUrl: string;
  exited: Promise<ServerExit>;
  output(): string;
}

const groups: number[] = [];
/** Ends every `npm start` made here and whatever it left running (for afterAll). */
export function killAllNpmStarts(): void {
  for (const group of groups.splice(0)) {
    try {
      process.kill(-group, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

/**
 * An empty directory for one server's data, removed by `removeTempDirs` with the identity secret
 * an embedded server makes beside it (`<dir>.identity-secret`).
 */
const made: string[] = [];
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}
/**
 * A data directory that holds the run's migrated database (migrated-data-dir.ts), for starts
 * that are not a first start; removed as tempDir's are.
 */
export function migratedDataDir(prefix: string): string {
  const dir = tempDir(prefix);
  fillWithMigratedTemplate(dir);
  return dir;
}
export function removeTempDirs(): void {
  for (const dir of made.splice(0)) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(secretFileOf(dir), { force: true });
  }
}

/**
 * Runs `npm start` from the repository root on the embedded database in `dataDir` (no web
 * app, so that it never builds one) and waits until the server listens.
 */
export async function npmStart(
  dataDir: string,
  extra: Record<string, string> = {},
): Promise<NpmStart> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: tempDir('prca-no-web-'),
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    LOG_LEVEL: 'info',
    ...extra,
  };
  // Its own process group, so that `killAllNpmStarts` can end npm and all below it at once.
  const npm = spawn('npm', ['start'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  groups.push(npm.pid!);
  let output = '';
  npm.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  npm.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<ServerExit>((resolve) =>
    npm.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`npm start did not listen in time:\n${output}`));
    }, 2 * STARTUP_TIMEOUT_MS);
    const onData = () => {
      const match = LISTENING.exec(output);
      if (!match) return;
      clearTimeout(timer);
      npm.stdout!.off('data', onData);
      resolve(match[1]!);
    };
    npm.stdout!.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`npm start exited before listening:\n${output}`));
    });
  });
  return { npm, baseUrl, exited, output: () => output };
}

/** The longest a test waits for a stop; anything near it has failed. */
const GIVE_UP_MS = 20_000;

/**
 * Sends `signal` to npm and measures how long until both npm and the server under it are
 * gone (a server left running by its npm would otherwise look like a clean stop).
 */
export async function stopAndTime(
  started: NpmStart,
  signal: NodeJS.Signals,
  serverPid: number,
): Promise<{ exit: ServerExit | undefined; seconds: number }> {
  const since = performance.now();
  started.npm.kill(signal);
  let exit: ServerExit | undefined;
  void started.exited.then((value) => (exit = value));
  while (performance.now() - since < GIVE_UP_MS && (!exit || isRunning(serverPid))) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { exit, seconds: (performance.now() - since) / 1000 };
}

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The pid in the data directory's lock file: the server process itself, not npm. */
export function lockOwner(dataDir: string): number {
  return Number(fs.readFileSync(path.join(dataDir, 'prca.lock'), 'utf8'));
}
