// `npm run restore -- FILE [--force]`: unpacks a backup made by `npm run backup` into DATA_DIR,
// which must be empty. With --force a non-empty DATA_DIR (no server may run on it) is moved
// aside to DATA_DIR.before-restore-<time> first, never deleted.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../apps/api/src/config';
import { DataDirLockedError, lockDataDir } from '../apps/api/src/db/data-dir-lock';
import { isEmptyDir, restoreBackup } from '../apps/api/src/db/embedded-backup';
import { secretFileOf } from '../apps/api/src/identity/secret-file';

class UsageError extends Error {}

/** Moves a non-empty DATA_DIR out of the way; refuses while a server holds it. */
function moveAside(dataDir: string): string {
  lockDataDir(dataDir).release(); // throws DataDirLockedError while a server runs
  const aside = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  fs.renameSync(dataDir, aside);
  return aside;
}

try {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false } },
  });
  const [file] = positionals;
  if (!file || positionals.length > 1)
    throw new UsageError('Usage: npm run restore -- FILE [--force]');
  if (!fs.existsSync(file)) throw new UsageError(`There is no backup file ${file}.`);
  const config = loadConfig();
  if (config.DATABASE_URL) {
    throw new UsageError('DATABASE_URL is set: restore PostgreSQL with pg_restore or psql.');
  }
  const dataDir = path.resolve(config.DATA_DIR);
  let aside: string | undefined;
  if (!isEmptyDir(dataDir)) {
    if (!values.force) {
      throw new UsageError(
        `${dataDir} is not empty. Restore into an empty DATA_DIR, or add --force to move ` +
          'the present one aside first.',
      );
    }
    aside = moveAside(dataDir);
  }
  await restoreBackup(file, dataDir);
  process.stdout.write(
    `Restored ${path.resolve(file)} into ${dataDir}.` +
      (aside ? ` The previous contents are in ${aside}.` : '') +
      '\n',
  );
  // A backup never holds the key of its own e-mail hashes (issue 27): say where it must go.
  const secretFile = secretFileOf(dataDir);
  if (!config.IDENTITY_SECRET && !fs.existsSync(secretFile)) {
    process.stdout.write(
      `Before starting the server, put the identity secret this database was made with in ` +
        `${secretFile} (the ".identity-secret" file beside the original data directory), or ` +
        `set IDENTITY_SECRET: the server refuses to start without it (docs/deployment.md, ` +
        `"The identity secret").\n`,
    );
  }
} catch (error) {
  if (
    error instanceof UsageError ||
    error instanceof ConfigError ||
    error instanceof DataDirLockedError
  ) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`The restore failed: ${String((error as Error)?.stack ?? error)}\n`);
  }
  process.exitCode = 1;
}
