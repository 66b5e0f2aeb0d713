import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { createAuditLog } from '../audit/audit-log';
import { LOCK_FILE, lockDataDir } from './data-dir-lock';
import { closeToOthers, SET_ASIDE_MARK } from './data-dir-safety';
import { openEmbedded } from './embedded';
import { BACKUP_EXCHANGE_FILES, isEmptyDir } from './embedded-backup';

/** A restore that did not happen, or not wholly; the message tells the operator where things are. */
export class RestoreError extends Error {
  override name = 'RestoreError';
}

export interface RestoreResult {
  /** How many survey responses the restored database holds. */
  responses: number;
  /** Where the previous contents of the data directory went, if it had any. */
  previousDataAside: string | null;
}

function reason(error: unknown): string {
  const message = String((error as Error)?.message ?? error).trim();
  return message.split('\n')[0] || String(error);
}

const TAR_MAGIC = { offset: 257, text: 'ustar' };

/**
 * The tar inside a backup's gzip. Unpacked here, where a cut-off or foreign file is a clear
 * error: PGlite's own unpacking of a cut-off file throws where nobody can catch it.
 */
function unpackGzip(bytes: Buffer): Uint8Array<ArrayBuffer> {
  if (bytes.length === 0) throw new Error('the file is empty');
  let tar: Buffer;
  try {
    tar = zlib.gunzipSync(bytes);
  } catch (error) {
    throw new Error(`it is not a whole .tar.gz file (${reason(error)})`);
  }
  const magic = tar.subarray(TAR_MAGIC.offset, TAR_MAGIC.offset + TAR_MAGIC.text.length);
  if (magic.toString('latin1') !== TAR_MAGIC.text) throw new Error('it holds no tar archive');
  return new Uint8Array(tar);
}

/**
 * Unpacks the backup `file` into the new directory `dir` and checks it is this product's
 * database: PGlite opens it, and it has the survey's tables and the migrations' record.
 * Returns how many responses it holds.
 */
async function unpackAndVerify(file: string, dir: string): Promise<number> {
  const bytes = unpackGzip(await fs.promises.readFile(file));
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  fs.mkdirSync(dir, { mode: 0o700 });
  let database: PGlite | undefined;
  let responses: number;
  try {
    try {
      database = await PGlite.create({ dataDir: dir, loadDataDir: new Blob([bytes]) });
      await database.query('SELECT 1');
    } catch (error) {
      throw new Error(`it is not a database backup (${reason(error)})`);
    }
    const { rows } = await database.query<{ responses: string | null; migrations: string | null }>(
      `SELECT to_regclass('public.survey_responses')::text AS responses,
              to_regclass('drizzle.__drizzle_migrations')::text AS migrations`,
    );
    if (!rows[0]?.responses || !rows[0]?.migrations) {
      throw new Error("it holds a database, but not this product's (no survey responses table)");
    }
    const counted = await database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM survey_responses',
    );
    responses = counted.rows[0]!.n;
  } finally {
    await database?.close().catch(() => {});
  }
  closeToOthers(dir);
  // These belong to the directory the copy was taken from (whose server may still run).
  for (const name of [LOCK_FILE, ...BACKUP_EXCHANGE_FILES]) {
    fs.rmSync(path.join(dir, name), { force: true });
  }
  return responses;
}

/**
 * Restores the backup `file` into `dataDir`. The backup is unpacked and checked in a directory
 * beside it first; only a good one is swapped in, so any failure before the swap leaves the
 * data directory exactly as it was. A non-empty data directory (with `force`, and no server on
 * it) is moved aside to `<dataDir>.before-restore-<time>`, never deleted. The restored database
 * then records the restore in its audit log (opening it runs the migrations, as the server would).
 */
export async function restoreEmbeddedBackup(
  file: string,
  dataDirectory: string,
  force: boolean,
): Promise<RestoreResult> {
  const dataDir = path.resolve(dataDirectory);
  const hadData = !isEmptyDir(dataDir);
  if (hadData && !force) {
    throw new RestoreError(
      `${dataDir} is not empty. Restore into an empty DATA_DIR, or add --force to move ` +
        'the present one aside first.',
    );
  }
  if (hadData) lockDataDir(dataDir).release(); // throws DataDirLockedError while a server runs

  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const restoring = `${dataDir}.restoring-${stamp}`;
  const untouched = `The data directory ${dataDir} is untouched.`;
  let responses: number;
  try {
    responses = await unpackAndVerify(file, restoring);
  } catch (error) {
    fs.rmSync(restoring, { recursive: true, force: true });
    throw new RestoreError(`Could not restore ${file}: ${reason(error)}. ${untouched}`);
  }

  let previousDataAside: string | null = null;
  try {
    if (hadData) {
      lockDataDir(dataDir).release(); // a server may have started meanwhile
      previousDataAside = `${dataDir}${SET_ASIDE_MARK}${stamp}`;
      fs.renameSync(dataDir, previousDataAside);
    }
    // rename() replaces an empty directory, and fails on a non-empty one.
    fs.renameSync(restoring, dataDir);
  } catch (error) {
    if (previousDataAside && !fs.existsSync(dataDir)) fs.renameSync(previousDataAside, dataDir);
    fs.rmSync(restoring, { recursive: true, force: true });
    throw new RestoreError(
      `Could not put the restored database in place: ${reason(error)}. ${untouched}`,
    );
  }

  const details = { file: path.basename(file), responses, previousDataAside };
  try {
    const database = await openEmbedded(dataDir);
    try {
      await createAuditLog(database.db).record({
        actorKind: 'console',
        action: 'database.restore',
        details,
      });
    } finally {
      await database.close();
    }
  } catch (error) {
    throw new RestoreError(
      `Restored ${file} into ${dataDir}, but opening the restored database failed: ` +
        `${reason(error)}.` +
        (previousDataAside ? ` The previous contents are in ${previousDataAside}.` : ''),
    );
  }
  return { responses, previousDataAside };
}
