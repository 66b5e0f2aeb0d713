import { defineConfig } from '@playwright/test';
import { E2E_DATA_DIR } from './e2e/data-dir';
import { fullChromium, testChromium } from './scripts/chromium.mjs';
import { SERVERS_READY } from './e2e/servers';
import { APP_PORT } from './e2e/sign-in-servers';

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
    baseURL: `http://127.0.0.1:${APP_PORT}`,
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
  // The four apps and the sign-in provider (e2e/servers.ts), started side by side by one process:
  // Playwright would start the entries of a list one after another.
  webServer: {
    command: 'node --import tsx e2e/start-servers.ts',
    wait: { stdout: new RegExp(SERVERS_READY) },
    // Four first starts at once (initdb, migrations): on a busy two-core machine more than a minute.
    timeout: 180_000,
    env: { E2E_DATA_DIR },
  },
});
