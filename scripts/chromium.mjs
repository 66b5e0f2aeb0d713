// The browser the browser tests run in (playwright.config.ts, scripts/e2e.mjs, .ci/run).
import fs from 'node:fs';

/**
 * Debian's Chromium as its old headless shell (package chromium-headless-shell), the build
 * Playwright itself runs headless tests in: the same engine without the full browser's window
 * machinery, which took about a sixth of the browser tests' time on two cores (the suite 437 s
 * against 513 s: docs/benchmarks.md, "Test suite").
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Debian's full Chromium (package chromium). */
export const FULL_CHROMIUM = '/usr/bin/chromium';

/**
 * `CHROMIUM_PATH` when set, else the headless shell when installed, else the full browser.
 * @returns {string}
 */
export function testChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}

/**
 * `CHROMIUM_PATH` when set, else the full browser: for the tests of what the shell lacks
 * (Background Sync), and the one the browser tests need at the least.
 * @returns {string}
 */
export function fullChromium() {
  return process.env.CHROMIUM_PATH || FULL_CHROMIUM;
}
