import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { killOnExit } from './children';
import { freePort } from './ports';
import { REPO_ROOT } from './paths';

/** The admin the server creates on first start (DESIGN.md); the databases are the bench's own. */
export const BENCH_ADMIN = { username: 'bench', password: 'bench-only-password' };

/**
 * The identity secret of every bench server: PostgreSQL needs one, the same on every start of a
 * kept database, and given to the embedded database too it leaves no secret file beside the
 * bench's temporary data directories.
 */
export const BENCH_IDENTITY_SECRET = 'bench-only-identity-secret-of-32-characters';

const START_TIMEOUT_MS = 120_000;

export interface RunningServer {
  baseUrl: string;
  pid: number;
  logFile: string;
  /** Stops the server; its log is deleted unless asked to keep it (for a failed run). */
  stop(options?: { keepLog: boolean }): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

async function waitUntilReady(
  isReady: () => Promise<boolean>,
  child: ChildProcess,
  label: string,
  logFile: string,
) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`${label} exited with code ${child.exitCode} while starting; see ${logFile}`);
    }
    try {
      if (await isReady()) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `${label} did not become ready within ${START_TIMEOUT_MS / 1000} s; see ${logFile}`,
  );
}

export interface ProcessOptions {
  /** Names the log file and the process in error messages. */
  label: string;
  /** Node's own arguments and the script, e.g. ['--cpu-prof', 'apps/api/dist/server.mjs']. */
  args: string[];
  /** The whole environment besides PATH, HOME and PORT: nothing is inherited from the shell. */
  env: Record<string, string>;
  /** Answers true once the process serves requests at baseUrl. */
  isReady(baseUrl: string): Promise<boolean>;
  /** Called as soon as the process exists, before it is ready (to watch its memory from the start). */
  onSpawn?(pid: number): void;
}

/** A Node process listening on a port of the bench's range, its output in a log file. */
export async function startProcess(options: ProcessOptions): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(os.tmpdir(), `prca-bench-${options.label}-${process.pid}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, options.args, {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...options.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${options.label} could not be started`);
  killOnExit(child);
  options.onSpawn?.(pid);
  try {
    await waitUntilReady(() => options.isReady(baseUrl), child, options.label, logFile);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    pid,
    logFile,
    async stop({ keepLog } = { keepLog: false }) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timeout = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited(child);
        clearTimeout(timeout);
      }
      if (!keepLog) rmSync(logFile, { force: true });
    },
  };
}

/** Where the API keeps its data: a PostgreSQL database, or the embedded one in a directory. */
export type ServerDatabase =
  { kind: 'postgresql'; url: string } | { kind: 'embedded'; dataDir: string };

/** The API compiled as `npm start` compiles it (scripts/build-api.mjs), once per bench run. */
let compiledApi: string | undefined;
function compileApi(): string {
  if (!compiledApi) {
    const built = spawnSync(process.execPath, ['scripts/build-api.mjs'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('scripts/build-api.mjs failed');
    compiledApi = 'apps/api/dist/server.mjs';
  }
  return compiledApi;
}

/**
 * The real API, as `npm start` runs it (compiled to apps/api/dist/server.mjs), in
 * production mode. Its environment is built here rather than inherited, so nothing from the
 * caller's shell (DATA_DIR, WEB_ORIGIN…) changes what is measured. `nodeArgs` go before the
 * script (e.g. --cpu-prof).
 */
export function startServer(options: {
  database: ServerDatabase;
  label: string;
  nodeArgs?: string[];
  onSpawn?(pid: number): void;
}): Promise<RunningServer> {
  const { database } = options;
  return startProcess({
    label: options.label,
    args: [...(options.nodeArgs ?? []), compileApi()],
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      ...(database.kind === 'postgresql'
        ? { DATABASE_URL: database.url }
        : { DATA_DIR: database.dataDir }),
      IDENTITY_SECRET: BENCH_IDENTITY_SECRET,
      ADMIN_USERNAME: BENCH_ADMIN.username,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      // Many requests from one address: the bench is not what the limit is for.
      RATE_LIMIT_PER_MINUTE: '0',
    },
    isReady: async (baseUrl) => (await fetch(`${baseUrl}/api/health`)).ok,
    ...(options.onSpawn && { onSpawn: options.onSpawn }),
  });
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

/** Clock ticks per second of /proc/<pid>/stat: 100 on every Linux the bench targets. */
const CLOCK_TICKS = 100;

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat. */
export function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}
