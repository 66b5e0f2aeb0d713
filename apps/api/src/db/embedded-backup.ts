import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Backups of the embedded database. Only one process may open a data directory, so while the
 * server runs, `npm run backup` asks the server for the copy: it writes a request file into
 * DATA_DIR and sends SIGUSR2; the server dumps the database between two queries (a consistent
 * copy, no pause for anyone) and writes the answer beside the request. Whoever can signal the
 * server and write into DATA_DIR is its operator, so no password is involved.
 */
const REQUEST_FILE = 'backup-request.json';
const ANSWER_FILE = 'backup-answer.json';
/** Files of one backup request, which a copy of the directory must not take along. */
export const BACKUP_EXCHANGE_FILES = [REQUEST_FILE, ANSWER_FILE];
const BACKUP_SIGNAL = 'SIGUSR2';

interface BackupRequest {
  token: string;
  target: string;
}
interface BackupAnswer {
  token: string;
  error?: string;
}

/** The running server did not write the backup; the message says why. */
export class ServerBackupError extends Error {
  override name = 'ServerBackupError';
}

/** A backup never replaces a file: the operator names a new one. */
export class BackupTargetExistsError extends Error {
  override name = 'BackupTargetExistsError';
}

function refuseExisting(target: string): never {
  throw new BackupTargetExistsError(`${target} exists; name a new file.`);
}

/** Throws BackupTargetExistsError when anything, a link even to nothing, is at `target`. */
export function checkBackupTarget(target: string): void {
  if (fs.lstatSync(target, { throwIfNoEntry: false })) refuseExisting(target);
}

// Whoever may write the target's directory may plant a link at any name they can guess; these
// flags make the open fail rather than follow it, and fail rather than reuse any file there.
const CREATE_NEW =
  fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL | fs.constants.O_NOFOLLOW;
// Filesystems without hard links (a FAT USB stick) answer link() with one of these.
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS']);

/** Creates `file` (0600), which must not exist, with `bytes`; removes it if the write fails. */
async function writeNewFile(file: string, bytes: Uint8Array): Promise<void> {
  const handle = await fs.promises.open(file, CREATE_NEW, 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
    await handle.close();
  } catch (error) {
    await handle.close().catch(() => {});
    await fs.promises.rm(file, { force: true });
    throw error;
  }
}

/**
 * Writes `dump` to `target`, readable by this user only, whole or not at all, and never over
 * an existing file or through a link: the bytes go to a new file of a random name beside the
 * target, which is then hard-linked to the target's name (link() fails if anything is there,
 * where rename() would replace it).
 */
export async function writeBackupFile(target: string, dump: Blob): Promise<void> {
  checkBackupTarget(target);
  const bytes = new Uint8Array(await dump.arrayBuffer());
  const draft = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${randomBytes(8).toString('hex')}.partial`,
  );
  await writeNewFile(draft, bytes);
  try {
    await fs.promises.link(draft, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (code === 'EEXIST') refuseExisting(target);
    if (!NO_HARD_LINKS.has(code)) throw error;
    // Without hard links, the target itself is made new; a failed write leaves none behind.
    try {
      await writeNewFile(target, bytes);
    } catch (writeError) {
      if ((writeError as NodeJS.ErrnoException).code === 'EEXIST') refuseExisting(target);
      throw writeError;
    }
  } finally {
    await fs.promises.rm(draft, { force: true });
  }
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
        if (typeof request.target !== 'string' || !path.isAbsolute(request.target)) {
          throw new Error('the backup request names no absolute target file');
        }
        // The command checked too, but the server writes the file and so checks it itself.
        checkBackupTarget(request.target);
        await writeBackupFile(request.target, await dump());
        log.info({ target: request.target }, 'wrote a backup of the embedded database');
      } catch (error) {
        answer.error = String((error as Error).message ?? error);
        log.error({ err: error }, 'the backup failed');
      }
      await fs.promises.writeFile(path.join(dataDir, ANSWER_FILE), JSON.stringify(answer), {
        mode: 0o600,
      });
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
  fs.writeFileSync(path.join(dataDir, REQUEST_FILE), JSON.stringify(request), { mode: 0o600 });
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
    if (answer.error)
      throw new ServerBackupError(`The server could not write the backup: ${answer.error}`);
    return;
  }
  throw new ServerBackupError(
    `The server (process ${pid}) did not answer the backup request in time.`,
  );
}

/** True when `dir` is missing or holds nothing. */
export function isEmptyDir(dir: string): boolean {
  return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
}
