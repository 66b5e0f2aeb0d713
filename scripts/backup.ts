// `npm run backup [FILE]`: a consistent copy of the embedded database in DATA_DIR as a
// .tar.gz, taken while the server runs (the server writes it between two queries) or, when no
// server runs, by opening the directory. PostgreSQL is backed up with pg_dump instead.
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../apps/api/src/config';
import { DataDirLockedError } from '../apps/api/src/db/data-dir-lock';
import { DataDirRefusedError, restrictNewFilesToOwner } from '../apps/api/src/db/data-dir-safety';
import { openEmbedded } from '../apps/api/src/db/embedded';
import {
  BackupTargetExistsError,
  checkBackupTarget,
  isEmptyDir,
  requestBackupFromServer,
  ServerBackupError,
  writeBackupFile,
} from '../apps/api/src/db/embedded-backup';

class UsageError extends Error {}

async function backUp(dataDir: string, target: string): Promise<string> {
  if (isEmptyDir(dataDir)) throw new UsageError(`There is no database in ${dataDir} to back up.`);
  checkBackupTarget(target); // the server checks again: it writes the file
  try {
    const database = await openEmbedded(dataDir);
    try {
      await writeBackupFile(target, await database.dump!());
    } finally {
      await database.close();
    }
    return 'no server was running';
  } catch (error) {
    if (!(error instanceof DataDirLockedError) || error.owner === undefined) throw error;
    await requestBackupFromServer(dataDir, error.owner, target);
    return `written by the running server, process ${error.owner}`;
  }
}

try {
  restrictNewFilesToOwner(); // the backup holds every response and the password hashes
  const config = loadConfig();
  if (config.DATABASE_URL) {
    throw new UsageError(
      'DATABASE_URL is set: back PostgreSQL up with pg_dump (see docs/deployment.md).',
    );
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const target = path.resolve(process.argv[2] ?? `prca-backup-${stamp}.tar.gz`);
  const how = await backUp(config.DATA_DIR, target);
  const size = fs.statSync(target).size;
  process.stdout.write(
    `Backed up ${path.resolve(config.DATA_DIR)} to ${target} (${size} bytes; ${how}).\n`,
  );
} catch (error) {
  if (
    error instanceof UsageError ||
    error instanceof ConfigError ||
    error instanceof DataDirRefusedError ||
    error instanceof BackupTargetExistsError ||
    error instanceof ServerBackupError
  ) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`The backup failed: ${String((error as Error)?.stack ?? error)}\n`);
  }
  process.exitCode = 1;
}
