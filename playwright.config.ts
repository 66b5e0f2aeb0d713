import { defineConfig } from '@playwright/test';
import { E2E_DATA_DIR } from './e2e/data-dir';
import { fullChromium, testChromium } from './scripts/chromium.mjs';
import {
  APP_PORT as PORT,
  LINKING_APP_PORT,
  PROVIDER_CLIENT_SECRET,
  PROVIDER_PORT,
  SETTINGS_APP_PORT,
  SIGN_IN_APP_PORT,
} from './e2e/sign-in-servers';

/** How the browser starts: the same flags whichever build of Chromium it is. */
const launchOptions = (executablePath: string) => ({
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

/**
 * The server as `npm start` runs it: compiled by scripts/build-api.mjs, which `npm run e2e`
 * (scripts/e2e.mjs) runs before the tests. Four servers starting at once each spent seconds of
 * a busy two-core machine transpiling the API with tsx.
 */
const SERVER_COMMAND = 'node apps/api/dist/server.mjs';

/**
 * Browser tests against the production build, served by the real server on a throw-away
 * embedded database, in Debian's Chromium (npm cannot download browsers here).
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: true,
  // Three workers finished 6 % sooner but made each test 39 % slower on two cores, and used
  // more of the CPU: margin every test's waits need on a slow day (docs/benchmarks.md, "Test
  // suite").
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    // The app's service worker would answer requests that a test reroutes or counts; the
    // offline spec turns it on for itself.
    serviceWorkers: 'block',
  },
  // Debian's Chromium as its headless shell (scripts/chromium.mjs), except for the tests tagged
  // @full-chromium: what they test (Background Sync) is off in the shell.
  projects: [
    {
      name: 'chromium',
      grepInvert: /@full-chromium/,
      use: { launchOptions: launchOptions(testChromium()) },
    },
    {
      name: 'full chromium',
      grep: /@full-chromium/,
      use: { launchOptions: launchOptions(fullChromium()) },
    },
  ],
  // Four servers start at once, three of them creating an embedded database: on a busy
  // two-core machine that has taken more than a minute.
  webServer: [
    {
      command: SERVER_COMMAND,
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: E2E_DATA_DIR,
        ADMIN_PASSWORD: 'e2e-admin-password',
        LOG_LEVEL: 'warn',
        // The survey tests submit from one address; the limit has its own API test.
        RATE_LIMIT_PER_MINUTE: '0',
      },
    },
    // Sign-in with a provider: a real local OpenID provider, and the app configured for it.
    {
      command: 'node --import tsx e2e/test-provider.ts',
      url: `http://127.0.0.1:${PROVIDER_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      stderr: 'pipe',
      timeout: 180_000,
    },
    {
      command: SERVER_COMMAND,
      url: `http://127.0.0.1:${SIGN_IN_APP_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(SIGN_IN_APP_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: `${E2E_DATA_DIR}-sign-in`,
        ADMIN_PASSWORD: 'e2e-admin-password',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '0',
        // The test provider speaks plain http, which only a non-production server accepts.
        NODE_ENV: 'development',
        OIDC_ISSUER: `http://127.0.0.1:${PROVIDER_PORT}`,
        OIDC_CLIENT_ID: 'prca-test-client',
        OIDC_CLIENT_SECRET: PROVIDER_CLIENT_SECRET,
        PUBLIC_URL: `http://127.0.0.1:${SIGN_IN_APP_PORT}`,
      },
    },
    // For the specs that change what every student is shown (e2e/sign-in-servers.ts).
    {
      command: SERVER_COMMAND,
      url: `http://127.0.0.1:${SETTINGS_APP_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(SETTINGS_APP_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: `${E2E_DATA_DIR}-settings`,
        ADMIN_PASSWORD: 'e2e-admin-password',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '0',
      },
    },
    // Linking waves on (issue 32): every submission answers the linking questions.
    {
      command: SERVER_COMMAND,
      url: `http://127.0.0.1:${LINKING_APP_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(LINKING_APP_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: `${E2E_DATA_DIR}-linking`,
        ADMIN_PASSWORD: 'e2e-admin-password',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '0',
      },
    },
  ],
});
