// The browser tests' servers, all started at once by e2e/start-servers.ts, which playwright.config.ts
// runs as its one web server.
import { spawn, type ChildProcess } from 'node:child_process';
import { ONE_SHOT_WASM } from '../apps/api/src/db/embedded-cluster';
import {
  APP_PORT,
  LINKING_APP_PORT,
  PROVIDER_CLIENT_SECRET,
  PROVIDER_PORT,
  SETTINGS_APP_PORT,
  SIGN_IN_APP_PORT,
} from './sign-in-servers';

/** What playwright.config.ts waits for on this process's output. */
export const SERVERS_READY = 'browser-test servers ready';

/**
 * The server as `npm start` runs it: compiled by scripts/build-api.mjs, which `npm run e2e`
 * (scripts/e2e.mjs) runs before the tests. Four servers starting at once each spent seconds of
 * a busy two-core machine transpiling the API with tsx.
 */
const SERVER = ['apps/api/dist/server.mjs'];

interface Server {
  name: string;
  args: string[];
  /** Answers once the server is up. */
  ready: string;
  env: Record<string, string>;
}

/**
 * An app on a new embedded database of its own (a first start: initdb, migrations, admin). The
 * apps beside the main one answer a few specs each, so they run as a short-lived process does
 * (ONE_SHOT_WASM): all four answered after 15.0–15.4 s instead of 15.4–18.3 s, with 3–5 s less
 * CPU (docs/benchmarks.md, "Test suite").
 */
function app(name: string, port: number, dataDir: string, env: Record<string, string> = {}) {
  return {
    name,
    args: port === APP_PORT ? SERVER : [ONE_SHOT_WASM, ...SERVER],
    ready: `http://127.0.0.1:${port}/api/health`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'e2e-admin-password',
      LOG_LEVEL: 'warn',
      // The survey tests submit from one address; the limit has its own API test.
      RATE_LIMIT_PER_MINUTE: '0',
      ...env,
    },
  } satisfies Server;
}

/** What each app is for: e2e/sign-in-servers.ts. */
function servers(dataDir: string): Server[] {
  return [
    app('app', APP_PORT, dataDir),
    // Sign-in with a provider: a real local OpenID provider, and an app configured for it.
    {
      name: 'provider',
      args: ['--import', 'tsx', 'e2e/test-provider.ts'],
      ready: `http://127.0.0.1:${PROVIDER_PORT}/.well-known/openid-configuration`,
      env: {},
    },
    app('sign-in app', SIGN_IN_APP_PORT, `${dataDir}-sign-in`, {
      // The test provider speaks plain http, which only a non-production server accepts.
      NODE_ENV: 'development',
      OIDC_ISSUER: `http://127.0.0.1:${PROVIDER_PORT}`,
      OIDC_CLIENT_ID: 'prca-test-client',
      OIDC_CLIENT_SECRET: PROVIDER_CLIENT_SECRET,
      PUBLIC_URL: `http://127.0.0.1:${SIGN_IN_APP_PORT}`,
    }),
    app('settings app', SETTINGS_APP_PORT, `${dataDir}-settings`),
    app('linking app', LINKING_APP_PORT, `${dataDir}-linking`),
  ];
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Resolves once the server answers at `ready`; rejects if its process ends first. */
function whenReady(server: Server, child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    child.once('exit', (code, signal) =>
      reject(
        new Error(
          `The ${server.name} stopped (${signal ?? `exit code ${code}`}) before it answered.`,
        ),
      ),
    );
    const poll = async () => {
      if (await answers(server.ready)) resolve();
      else setTimeout(poll, 200);
    };
    void poll();
  });
}

/**
 * Starts every server side by side and says so on stdout once all of them answer. Playwright
 * starts the entries of its `webServer` one after another, each waiting for the one before to
 * answer: the four apps' first starts (initdb, migrations) and the provider took 26 s that way,
 * one core idle. Playwright ends the launcher's process group after the tests, the servers with
 * it.
 */
export async function startServers(dataDir: string): Promise<void> {
  const all = servers(dataDir);
  // As Playwright's reuseExistingServer: false: a server left from another run would answer for ours.
  for (const server of all) {
    if (await answers(server.ready))
      throw new Error(
        `${server.ready} already answers: stop what runs there, or set E2E_PORT to other ports.`,
      );
  }
  const children = all.map((server) =>
    spawn(process.execPath, server.args, {
      env: { ...process.env, ...server.env },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  const stopAll = () => children.forEach((child) => child.kill('SIGKILL'));
  // Stopped on its own by hand (`kill`; Ctrl-C reaches the whole group): the servers stop too,
  // rather than hold the ports against the next run.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      stopAll();
      process.exit(1);
    });
  }
  try {
    await Promise.all(all.map((server, i) => whenReady(server, children[i]!)));
  } catch (error) {
    stopAll();
    throw error;
  }
  process.stdout.write(`${SERVERS_READY}\n`);
}
