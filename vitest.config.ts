import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import LongFilesFirst from './scripts/vitest-sequencer.ts';

/**
 * The test files under `root` that mock a module (`vi.mock`), relative to it. A project's files
 * share one module graph per worker (below), in which a module another file loaded first would
 * stay real: these files get a graph of their own.
 */
function filesMockingModules(root: string): string[] {
  return ['src', 'test']
    .filter((folder) => existsSync(path.join(root, folder)))
    .flatMap((folder) =>
      readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' }).map((file) =>
        path.join(folder, file),
      ),
    )
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path.join(root, file), 'utf8')));
}

type ProjectTest = { name: string; root: string; include: string[] } & Record<string, unknown>;

/**
 * A project whose files share one module graph per worker instead of loading the app's modules
 * again for each file (measured: core and web 29 → 9 s; the analytics API tests 94 → 55 s). A
 * file that mocks a module runs in a project of its own, isolated.
 */
function sharingModules(test: ProjectTest) {
  const mocking = filesMockingModules(test.root);
  const shared = { ...test, exclude: [...configDefaults.exclude, ...mocking], isolate: false };
  const isolated = { ...test, name: `${test.name}, mocking modules`, include: mocking };
  return mocking.length > 0 ? [{ test: shared }, { test: isolated }] : [{ test: shared }];
}

export default defineConfig({
  test: {
    reporters: ['default', './scripts/vitest-summary-reporter.ts'],
    // Two files at a time on these two-core machines (vitest's default is one fewer than the
    // cores): much of an API test file's time waits on PostgreSQL, a child server or a timer.
    // Measured side by side in docs/benchmarks.md, "Test suite".
    maxWorkers: 2,
    sequence: { sequencer: LongFilesFirst },
    projects: [
      ...sharingModules({ name: 'core', root: './packages/core', include: ['src/**/*.test.ts'] }),
      ...sharingModules({ name: 'web', root: './apps/web', include: ['src/**/*.test.ts'] }),
      ...sharingModules({
        name: 'api',
        root: './apps/api',
        include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        globalSetup: [
          './test/support/announce-skips.ts',
          './test/support/database-template.ts',
          './test/support/compiled-server.ts',
        ],
        // Each file opens its own databases, copies of one migrated template per run.
        testTimeout: 30_000,
        hookTimeout: 60_000,
      }),
    ],
  },
});
