import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { LOCK_FILE } from './data-dir-lock';

/**
 * Backups of the embedded database. Only one process may open a data directory, so while the
 * server runs, `npm run backup` asks the server for the copy: it writes a request file into
 * DATA_DIR and sends SIGUSR2; the server dumps the database between two queries (a consistent
 * copy, no pause for anyone) and writes the answer beside the request. Whoever can signal the
 * server and write into DATA_DIR is its operator, so no password is involved.
 */
const REQUEST_FILE = 'backup-request.json';
const ANSWER_FILE = 'backup-answer.json';
const BACKUP_SIGNAL = 'SIGUSR2';

interface BackupRequest {
  token: string;
  target: string;
}
interface BackupAnswer {
  token: string;
  error?: string;
}

/** Writes `dump` to `target` whole or not at all (a half-written backup is never left there). */
export async function writeBackupFile(target: string, dump: Blob): Promise<void> {
  const partial = `${target}.partial`;
  await fs.promises.writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await fs.promises.rename(partial, target);
}

/** The server's side: answers each SIGUSR2 by writing the requested backup. */
export function answerBackupRequests(
  dataDir: string,
  dump: () => Promise<Blob>,
  log: FastifyBaseLogger,
): void {
  process.on(BACKUP_SIGNAL, () => {
    void (async () => {
      let request: BackupRequest;
      try {
        request = JSON.parse(await fs.promises.readFile(path.join(dataDir, REQUEST_FILE), 'utf8'));
      } catch (error) {
        log.warn({ err: error }, `${BACKUP_SIGNAL} without a readable backup request`);
        return;
      }
      const answer: BackupAnswer = { token: request.token };
      try {
        await writeBackupFile(request.target, await dump());
        log.info({ target: request.target }, 'wrote a backup of the embedded database');
      } catch (error) {
        answer.error = String((error as Error).message ?? error);
        log.error({ err: error }, 'the backup failed');
      }
      await fs.promises.writeFile(path.join(dataDir, ANSWER_FILE), JSON.stringify(answer));
    })();
  });
}

/** The operator's side: asks the server `pid` running on `dataDir` for a backup into `target`. */
export async function requestBackupFromServer(
  dataDir: string,
  pid: number,
  target: string,
  timeoutMs = 120_000,
): Promise<void> {
  const token = randomBytes(16).toString('hex');
  const answerPath = path.join(dataDir, ANSWER_FILE);
  fs.rmSync(answerPath, { force: true });
  const request: BackupRequest = { token, target: path.resolve(target) };
  fs.writeFileSync(path.join(dataDir, REQUEST_FILE), JSON.stringify(request));
  process.kill(pid, BACKUP_SIGNAL);
  const since = Date.now();
  while (Date.now() - since < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    let answer: BackupAnswer;
    try {
      answer = JSON.parse(fs.readFileSync(answerPath, 'utf8'));
    } catch {
      continue; // not written yet (or being written)
    }
    if (answer.token !== token) continue;
    fs.rmSync(answerPath, { force: true });
    fs.rmSync(path.join(dataDir, REQUEST_FILE), { force: true });
    if (answer.error) throw new Error(`The server could not write the backup: ${answer.error}`);
    return;
  }
  throw new Error(`The server (process ${pid}) did not answer the backup request in time.`);
}

/** True when `dir` is missing or holds nothing. */
export function isEmptyDir(dir: string): boolean {
  return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
}

/**
 * Unpacks a backup into the empty directory `dataDir`, where the server will open it. The copy
 * holds the files of the directory it was taken from, the lock among them; they belong to the
 * original (whose server may still run) and are removed.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<void> {
  fs.mkdirSync(dataDir, { recursive: true });
  const dump = new Blob([await fs.promises.readFile(file)]);
  const database = await PGlite.create({ dataDir, loadDataDir: dump });
  await database.query('SELECT 1');
  await database.close();
  for (const name of [LOCK_FILE, REQUEST_FILE, ANSWER_FILE]) {
    fs.rmSync(path.join(dataDir, name), { force: true });
  }
}
