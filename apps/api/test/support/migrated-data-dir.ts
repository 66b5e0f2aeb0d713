import { execFileSync } from 'node:child_process';
import { inject } from 'vitest';

/**
 * Fills the empty data directory `dataDir` with the run's migrated embedded template
 * (database-template.ts), so that a process started on it skips initdb (about nine seconds of
 * CPU in a child process) and the migrations, as on any start after the first. For the tests
 * that are not about a first start; first starts keep their own tests on empty directories
 * (db/embedded-cluster.test.ts, data-dir-modes.test.ts, the identity tests, shutdown.test.ts's
 * first `npm start`, the browser tests' servers). The template holds no identity check and no
 * account, so the server still makes its identity secret and its first admin account.
 */
export function fillWithMigratedTemplate(dataDir: string): void {
  // The dump's member names start with '/', which tar strips (and says so on stderr).
  execFileSync('tar', ['-xf', inject('embeddedTemplateFile'), '-C', dataDir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}
