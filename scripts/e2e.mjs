// Runs the browser tests when Chromium is there, and says how to enable them when it is not.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { FULL_CHROMIUM, fullChromium, testChromium } from './chromium.mjs';

const chromium = fullChromium();
if (!fs.existsSync(chromium)) {
  console.log(
    `Skipping the browser tests: no Chromium at ${chromium}. Install Debian's chromium and chromium-headless-shell (apt-get install chromium chromium-headless-shell) or set CHROMIUM_PATH.`,
  );
  process.exit(0);
}
if (testChromium() === FULL_CHROMIUM) {
  console.log(
    'The browser tests run in the full Chromium: its headless shell (apt-get install chromium-headless-shell) finishes about a sixth sooner.',
  );
}
/** @param {string} command @param {string[]} args */
const run = (command, args) => spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;
const began = performance.now();
const built = run('npm', ['run', 'build']);
console.log(`Built the web app in ${((performance.now() - began) / 1000).toFixed(0)} s.`);
if (built !== 0) process.exit(built);
// The servers run the compiled API, as `npm start` does (playwright.config.ts).
const compiled = run(process.execPath, ['scripts/build-api.mjs']);
if (compiled !== 0) process.exit(compiled);
// `npm run e2e -- e2e/offline.spec.ts` runs only the specs (or other Playwright options) given.
process.exit(run('npx', ['playwright', 'test', ...process.argv.slice(2)]));
