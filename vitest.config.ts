import { defineConfig } from 'vitest/config';
import LongFilesFirst from './scripts/vitest-sequencer';

export default defineConfig({
  test: {
    reporters: ['default', './scripts/vitest-summary-reporter.ts'],
    // Two files at a time on these two-core machines (vitest's default is one fewer than the
    // cores): much of an API test file's time waits on PostgreSQL, a child server or a timer.
    // Measured side by side in docs/benchmarks.md, "Test suite".
    maxWorkers: 2,
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        test: {
          name: 'core',
          root: './packages/core',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.ts'],
        },
      },
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
