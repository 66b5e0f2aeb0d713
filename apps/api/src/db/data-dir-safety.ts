import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded database's files hold every response and the admins' password hashes, so only
 * the server's own user may read them, and nobody else may write them (a planted file there
 * would be trusted: the backup request, say). Like PostgreSQL, the directory may be 0700 or
 * 0750; its files must not be writable by the group or others.
 */
const DIR_FORBIDDEN = 0o027; // group write; any access by others
const FILE_FORBIDDEN = 0o022; // group or others write
/** What a restore calls the data directory it moves aside (scripts/restore.ts). */
export const SET_ASIDE_MARK = '.before-restore-';

/** The embedded data directory is unsafe to open; the message says how to fix it. */
export class DataDirRefusedError extends Error {
  override name = 'DataDirRefusedError';
}

/**
 * Files this process creates from here on are its user's alone (0600, directories 0700).
 * Called first thing by the server and by every command that writes the database or a backup.
 */
export function restrictNewFilesToOwner(): void {
  process.umask(0o077);
}

function octal(mode: number): string {
  return (mode & 0o777).toString(8).padStart(4, '0');
}

/** Every file and directory under `dir` with its mode, links left alone (never followed). */
function* entriesUnder(dir: string): Generator<{ path: string; mode: number }> {
  const pending = [dir];
  while (pending.length > 0) {
    const current = pending.pop()!;
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      if (entry.isSymbolicLink()) continue;
      const entryPath = path.join(current, entry.name);
      yield { path: entryPath, mode: fs.lstatSync(entryPath).mode };
      if (entry.isDirectory()) pending.push(entryPath);
    }
  }
}

/** Up to `limit` entries under `dir` that the group or others can write. */
function writableByOthers(dir: string, limit: number): string[] {
  const found: string[] = [];
  for (const entry of entriesUnder(dir)) {
    if ((entry.mode & FILE_FORBIDDEN) === 0) continue;
    found.push(entry.path);
    if (found.length >= limit) break;
  }
  return found;
}

/**
 * Takes every group and other permission off the files under `dir` (not following links).
 * PGlite sets its files to 0666 itself, whatever the umask, when it makes or unpacks a database.
 */
export function closeToOthers(dir: string): void {
  for (const entry of entriesUnder(dir)) {
    if ((entry.mode & 0o077) !== 0) fs.chmodSync(entry.path, entry.mode & 0o700);
  }
}

/** Throws unless `dataDir` (which exists) and its files are closed to other users. */
export function checkDataDirModes(dataDir: string): void {
  const where = path.resolve(dataDir);
  const fix = `Run \`chmod -R go-rwx ${where}\` (as the user the server runs as), then start again.`;
  const mode = fs.statSync(where).mode;
  if ((mode & DIR_FORBIDDEN) !== 0) {
    throw new DataDirRefusedError(
      `The data directory ${where} has mode ${octal(mode)}: other users of this machine can ` +
        `read or change the database (every response, the admins' password hashes). ${fix}`,
    );
  }
  const open = writableByOthers(where, 3);
  if (open.length > 0) {
    throw new DataDirRefusedError(
      `Files in the data directory ${where} can be changed by other users of this machine ` +
        `(${open.join(', ')}). ${fix}`,
    );
  }
}

/** The directories a restore set aside beside `dataDir` (`<name>.before-restore-<time>`). */
export function setAsideDirectories(dataDir: string): string[] {
  const where = path.resolve(dataDir);
  const parent = path.dirname(where);
  const prefix = `${path.basename(where)}${SET_ASIDE_MARK}`;
  let names: string[];
  try {
    names = fs.readdirSync(parent);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.startsWith(prefix))
    .sort()
    .map((name) => path.join(parent, name));
}

/**
 * Makes the embedded data directory ready to open: refuses one that other users can reach, and
 * refuses to make a new database where a restore moved the old one aside and none came back
 * (a failed restore, then a restart, would otherwise serve an empty database with a new admin).
 * Creates a missing directory 0700.
 */
export function prepareDataDir(dataDir: string): void {
  const where = path.resolve(dataDir);
  const exists = fs.existsSync(where);
  if (exists) checkDataDirModes(where);
  if (!exists || fs.readdirSync(where).length === 0) {
    const aside = setAsideDirectories(where);
    if (aside.length > 0) {
      const latest = aside[aside.length - 1]!;
      const moveBack = `${exists ? `rmdir ${where} && ` : ''}mv ${latest} ${where}`;
      throw new DataDirRefusedError(
        `The data directory ${where} is ${exists ? 'empty' : 'missing'}, but a restore set the ` +
          `previous database aside in ${latest}. Nothing was created. To go on with that ` +
          `database, move it back (\`${moveBack}\`), or restore ` +
          `a backup (npm run restore). If a new, empty database is really wanted, rename or ` +
          `remove ${aside.join(', ')} first.`,
      );
    }
  }
  fs.mkdirSync(where, { recursive: true, mode: 0o700 });
}
