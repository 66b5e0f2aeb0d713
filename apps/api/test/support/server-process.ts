import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_IDENTITY_SECRET } from '../../src/config';
import { ONE_SHOT_WASM } from '../../src/db/embedded-cluster';
import { COMPILED_TEST_SERVER } from './compiled-server';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** A password long enough for the config, so the server never prints a generated one. */
export const TEST_ADMIN_PASSWORD = 'durability-test-password';

/**
 * How long a start may take before it counts as failed: a first start of the embedded database
 * (its files made, every migration run) took over a minute on a two-core machine busy with
 * browser tests.
 */
export const STARTUP_TIMEOUT_MS = 120_000;
const LISTENING = /Server listening at (http:\/\/[^\s"]+)/;

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  /** `http://127.0.0.1:PORT`, without a trailing slash. */
  baseUrl: string;
  child: ChildProcess;
  /** Sends the signal; resolves once the process has exited. */
  kill(signal: NodeJS.Signals): Promise<ServerExit>;
  /** Settles when the process exits, however it exits. */
  exited: Promise<ServerExit>;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Everything written to stderr so far. */
  stderr(): string;
}

export class ServerExitedError extends Error {
  override name = 'ServerExitedError';
  constructor(
    readonly exit: ServerExit,
    readonly stdout: string,
    readonly stderr: string,
  ) {
    super(
      `The server exited before listening (code ${exit.code}, signal ${exit.signal}).\n` +
        `stdout:\n${stdout}\nstderr:\n${stderr}`,
    );
  }
}

const running = new Set<ChildProcess>();

/** Where a server keeps its data: the embedded database in a directory, or PostgreSQL. */
export type ServerDatabase = { dataDir: string } | { databaseUrl: string };

/** The environment a production start would see, and nothing of the test runner's. */
function serverEnvironment(
  database: ServerDatabase,
  extra: Record<string, string>,
): NodeJS.ProcessEnv {
  const passThrough: NodeJS.ProcessEnv = {};
  for (const name of ['PATH', 'HOME', 'TMPDIR']) {
    if (process.env[name] !== undefined) passThrough[name] = process.env[name];
  }
  return {
    ...passThrough,
    PORT: '0',
    HOST: '127.0.0.1',
    // PostgreSQL needs the identity secret, the same for every server on one database; the
    // embedded database makes its own beside the data directory (`extra` may set or unset it:
    // an empty value is no value).
    ...('dataDir' in database
      ? { DATA_DIR: database.dataDir }
      : { DATABASE_URL: database.databaseUrl, IDENTITY_SECRET: TEST_IDENTITY_SECRET }),
    LOG_LEVEL: 'info',
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    ...extra,
  };
}

interface Spawned {
  child: ChildProcess;
  exited: Promise<ServerExit>;
  stdout(): string;
  stderr(): string;
}

function spawnServer(database: ServerDatabase, extra: Record<string, string>): Spawned {
  // A test's server answers a few requests and is stopped: optimising PGlite's hot functions
  // for it cost more CPU than it saved (these servers' files: 94 → 73 s of CPU).
  const child = spawn(process.execPath, [ONE_SHOT_WASM, COMPILED_TEST_SERVER], {
    cwd: repoRoot,
    env: serverEnvironment(database, extra),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<ServerExit>((resolve) => {
    // 'close' (not 'exit') so that the last output has been read when it settles.
    child.once('close', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
    child.once('error', (error) => {
      stderr += `spawn failed: ${error.message}\n`;
    });
  });
  return { child, exited, stdout: () => stdout, stderr: () => stderr };
}

/**
 * Starts the real server as production does (compiled JavaScript, as `npm start` runs it, from
 * the repository root) on the given database, and waits until it listens. Rejects with
 * the collected output if it exits first or does not listen in time.
 */
export async function startServer(
  database: ServerDatabase,
  extra: Record<string, string> = {},
): Promise<ServerProcess> {
  const spawned = spawnServer(database, extra);
  const { child, exited } = spawned;

  const baseUrl = await new Promise<string>((resolve, reject) => {
    let settled = false;
    const finish = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      action();
    };
    const onData = () => {
      const match = LISTENING.exec(spawned.stdout());
      if (match) finish(() => resolve(match[1]!.replace(/\/$/, '')));
    };
    const timer = setTimeout(() => {
      finish(() => {
        child.kill('SIGKILL');
        reject(
          new Error(
            `The server did not listen within ${STARTUP_TIMEOUT_MS} ms.\n` +
              `stdout:\n${spawned.stdout()}\nstderr:\n${spawned.stderr()}`,
          ),
        );
      });
    }, STARTUP_TIMEOUT_MS);
    child.stdout!.on('data', onData);
    void exited.then((exit) =>
      finish(() => reject(new ServerExitedError(exit, spawned.stdout(), spawned.stderr()))),
    );
  });

  return {
    baseUrl,
    child,
    exited,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    output: () => spawned.stdout() + spawned.stderr(),
    stderr: spawned.stderr,
  };
}

/**
 * Starts a server that is expected not to come up (e.g. its data directory is locked) and
 * resolves with how it exited and what it wrote.
 */
export async function runServerToExit(
  database: ServerDatabase,
  extra: Record<string, string> = {},
): Promise<ServerExit & { stdout: string; stderr: string }> {
  try {
    const server = await startServer(database, extra);
    await server.kill('SIGKILL');
    throw new Error(
      `The server started on ${JSON.stringify(database)} although it was expected not to.`,
    );
  } catch (error) {
    if (!(error instanceof ServerExitedError)) throw error;
    return { ...error.exit, stdout: error.stdout, stderr: error.stderr };
  }
}

/** Kills every server this module started that still runs (for afterAll). */
export async function killAllServers(): Promise<void> {
  const children = [...running];
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('close', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}
