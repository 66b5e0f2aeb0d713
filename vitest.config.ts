import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import LongFilesFirst from './scripts/vitest-sequencer';

/**
 * The test files under `root` that mock a module (`vi.mock`), relative to it. The pure projects
 * share one module graph per worker across their files, in which a module another file loaded
 * first would stay real: these files get a graph of their own.
 */
function filesMockingModules(root: string): string[] {
  return readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join('src', file))
    .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path.join(root, file), 'utf8')));
}

/**
 * A project of files without I/O: one module graph per worker for all of them (core and web
 * took 29 s with a graph per file, 9 s without, measured), but a file that mocks a module runs
 * in a project of its own, isolated.
 */
function pureProject(name: string, root: string) {
  const mocking = filesMockingModules(root);
  const shared = { name, root, include: ['src/**/*.test.ts'], exclude: mocking, isolate: false };
  const isolated = { name: `${name}, mocking modules`, root, include: mocking };
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
      ...pureProject('core', './packages/core'),
      ...pureProject('web', './apps/web'),
      {
        test: {
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
        },
      },
    ],
  },
});
