import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { killOnExit } from './children';
import { REPO_ROOT } from './paths';

/** The admin the server creates on first start (DESIGN.md); the databases are the bench's own. */
export const BENCH_ADMIN = { username: 'bench', password: 'bench-only-password' };

const START_TIMEOUT_MS = 120_000;

export interface RunningServer {
  baseUrl: string;
  pid: number;
  logFile: string;
  /** Stops the server; its log is deleted unless asked to keep it (for a failed run). */
  stop(options?: { keepLog: boolean }): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

async function waitUntilHealthy(baseUrl: string, child: ChildProcess, logFile: string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the API exited with code ${child.exitCode} while starting; see ${logFile}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `the API did not become healthy within ${START_TIMEOUT_MS / 1000} s; see ${logFile}`,
  );
}

/**
 * The real API, as an operator runs it (`node --import tsx apps/api/src/server.ts`) on
 * PostgreSQL, in production mode. Its environment is built here rather than inherited, so
 * nothing from the caller's shell (DATA_DIR, WEB_ORIGIN…) changes what is measured.
 */
export async function startServer(databaseUrl: string, label: string): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(os.tmpdir(), `prca-bench-${label}-${process.pid}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      ADMIN_USERNAME: BENCH_ADMIN.username,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      // Many requests from one address: the bench is not what the limit is for.
      RATE_LIMIT_PER_MINUTE: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const pid = child.pid;
  if (pid === undefined) throw new Error('the API could not be started');
  killOnExit(child);
  try {
    await waitUntilHealthy(baseUrl, child, logFile);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    pid,
    logFile,
    async stop({ keepLog } = { keepLog: false }) {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timeout = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited(child);
        clearTimeout(timeout);
      }
      if (!keepLog) rmSync(logFile, { force: true });
    },
  };
}

/** Resident-set figures of a process, in MB, from /proc/<pid>/status. */
export function memoryOf(pid: number): { rssMb: number; peakRssMb: number } {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    // The process is gone (it crashed); its failure is reported with the endpoint.
    return { rssMb: 0, peakRssMb: 0 };
  }
  const kilobytes = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rssMb: kilobytes('VmRSS') / 1024, peakRssMb: kilobytes('VmHWM') / 1024 };
}

/**
 * Resets the peak (VmHWM) to the current resident set, so the next reading is the peak of
 * what happened since. Linux allows it to the process's owner; returns false where it cannot.
 */
export function resetPeakMemory(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}
