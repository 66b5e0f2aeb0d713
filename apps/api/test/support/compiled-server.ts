import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * The server the API tests start as a child process, compiled once per run from the checked-out
 * source by scripts/build-api.mjs, as `npm start` compiles it: each start then skips
 * transpiling the API with tsx, which took 4–5 s of a start on a busy two-core machine
 * (docs/benchmarks.md, "Test suite"). Its own file, so that a test of `npm start`, which compiles
 * to apps/api/dist/server.mjs, never rewrites it under a starting server.
 */
export const COMPILED_TEST_SERVER = path.join(repoRoot, 'apps/api/dist/test-server.mjs');

/** vitest's global set-up: compiles it before any test file runs. */
export default function compileTestServer(): void {
  const built = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'scripts/build-api.mjs'), COMPILED_TEST_SERVER],
    { cwd: repoRoot, stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error('scripts/build-api.mjs could not compile the API');
}
