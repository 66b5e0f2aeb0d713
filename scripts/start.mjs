// `npm start`: installs nothing, builds what is missing, compiles the API (scripts/build-api.mjs,
// in a child process, about a second), then runs it (it also serves the built web app) from
// compiled JavaScript in this same process, so that signals reach the server directly. npm's
// shell execs this process (package.json: `exec node …`): a shell in between would die of
// npm's forwarded SIGTERM and leave the server running.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');

/** Builds the web app, passing a stop signal on to the build so that none outlives us. */
function buildWebApp() {
  const build = spawn('npm', ['run', 'build', '--workspace', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  /** @param {NodeJS.Signals} signal */
  const stop = (signal) => build.kill(signal);
  process.on('SIGTERM', stop).on('SIGINT', stop);
  return new Promise((resolve) =>
    build.on('close', (code, signal) => {
      process.off('SIGTERM', stop).off('SIGINT', stop);
      resolve(signal ? 1 : (code ?? 1));
    }),
  );
}

// WEB_DIST_DIR serves another build; only the default one is ours to make. A build from
// before /survey's server rendering has no dist-server/ (the survey would still work, with
// its loading screen first): it is made again.
if (
  !process.env.WEB_DIST_DIR &&
  fs.existsSync(path.join(web, 'package.json')) &&
  (!fs.existsSync(path.join(web, 'dist/index.html')) ||
    !fs.existsSync(path.join(web, 'dist-server/prerender.js')))
) {
  console.log('Building the web app (first start)…');
  const status = await buildWebApp();
  if (status !== 0) process.exit(status);
}

// Compiled at every start, so that what runs is always the checked-out source: transpiling it
// in this process instead (tsx) would cost the server about 90 MB for as long as it runs.
const compiled = spawnSync(process.execPath, [path.join(root, 'scripts/build-api.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (compiled.status !== 0) process.exit(compiled.status ?? 1);
await import(path.join(root, 'apps/api/dist/server.mjs'));
