// Runs the browser tests when Chromium is there, and says how to enable them when it is not.
// `--build-only` builds what they run and stops; `--built` runs them on what was built (npm test
// builds while lint runs, then runs the browser tests beside the unit and API tests).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { FULL_CHROMIUM, fullChromium, testChromium } from './chromium.mjs';
import { E2E_SERVER } from './e2e-server.mjs';

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
const [mode, ...options] = process.argv.slice(2);
if (mode !== '--built') {
  const began = performance.now();
  const built = run('npm', ['run', 'build']);
  console.log(`Built the web app in ${((performance.now() - began) / 1000).toFixed(0)} s.`);
  if (built !== 0) process.exit(built);
  // The servers run the compiled API, as `npm start` does, from a file of their own
  // (playwright.config.ts).
  const compiled = run(process.execPath, ['scripts/build-api.mjs', E2E_SERVER]);
  if (compiled !== 0) process.exit(compiled);
  if (mode === '--build-only') process.exit(0);
}
// `npm run e2e -- e2e/offline.spec.ts` runs only the specs (or other Playwright options) given.
const given = mode === '--built' ? options : process.argv.slice(2);
process.exit(run('npx', ['playwright', 'test', ...given]));
