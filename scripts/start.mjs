// `npm start`: installs nothing, builds what is missing, then runs the API (which also serves
// the built web app) in this same process, so that signals reach the server directly.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');

if (
  fs.existsSync(path.join(web, 'package.json')) &&
  !fs.existsSync(path.join(web, 'dist/index.html'))
) {
  console.log('Building the web app (first start)…');
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

register();
await import(path.join(root, 'apps/api/src/server.ts'));
