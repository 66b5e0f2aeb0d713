// `npm run restore -- FILE [--force]`: restores a backup made by `npm run backup` into DATA_DIR,
// which must be empty; with --force a non-empty DATA_DIR (no server may run on it) is moved
// aside to DATA_DIR.before-restore-<time>, never deleted. The backup is unpacked and checked
// beside DATA_DIR first: a file that is not a whole backup of this product leaves DATA_DIR as
// it was.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../apps/api/src/config';
import { DataDirLockedError } from '../apps/api/src/db/data-dir-lock';
import { DataDirRefusedError, restrictNewFilesToOwner } from '../apps/api/src/db/data-dir-safety';
import { restoreEmbeddedBackup, RestoreError } from '../apps/api/src/db/embedded-restore';
import { secretFileOf } from '../apps/api/src/identity/secret-file';

class UsageError extends Error {}

try {
  restrictNewFilesToOwner(); // the restored files hold every response and the password hashes
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
  const { responses, previousDataAside } = await restoreEmbeddedBackup(
    path.resolve(file),
    dataDir,
    values.force,
  );
  process.stdout.write(
    `Restored ${path.resolve(file)} into ${dataDir}: it holds ${responses} survey ` +
      `response${responses === 1 ? '' : 's'}. ` +
      (previousDataAside
        ? `The previous contents are in ${previousDataAside}.`
        : `${dataDir} was empty before.`) +
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
    error instanceof DataDirLockedError ||
    error instanceof DataDirRefusedError ||
    error instanceof RestoreError
  ) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`The restore failed: ${String((error as Error)?.message ?? error)}\n`);
  }
  process.exitCode = 1;
}
