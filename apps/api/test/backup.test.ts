import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allResponseIds, httpAdmin, loginOver } from './support/http-admin';
import { postSubmission, randomSubmission } from './support/kill-under-load';
import { npmRun } from './support/npm-run';
import { openEmbedded } from '../src/db/embedded';
import { requestBackupFromServer } from '../src/db/embedded-backup';
import { auditLog } from '../src/db/schema';
import { secretFileOf } from '../src/identity/secret-file';
import {
  killAllServers,
  runServerToExit,
  startServer,
  STARTUP_TIMEOUT_MS,
} from './support/server-process';
import {
  createEmbeddedStorage,
  removeAllStorage,
  type EmbeddedStorage,
} from './support/server-storage';

const extraFiles: string[] = [];
afterAll(async () => {
  await killAllServers();
  await removeAllStorage();
  for (const file of extraFiles) fs.rmSync(file, { recursive: true, force: true });
});

/** The `database.restore` entries of the audit log in `dataDir` (no server may run on it). */
async function restoreEntries(dataDir: string) {
  const database = await openEmbedded(dataDir);
  try {
    return await database.db
      .select({ actorKind: auditLog.actorKind, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'database.restore'));
  } finally {
    await database.close();
  }
}

const SETTINGS = {
  acceptingResponses: false,
  classCodeRequired: true,
  guestRetentionDays: 45,
  contactEmail: 'truong@example.edu.vn',
  contactNote: 'Sao lưu và khôi phục',
  minimumGroupSize: 7,
};
const ACCOUNT = { username: 'backup-viewer', password: 'a long viewer password', role: 'viewer' };

describe('backups of the embedded database', () => {
  it(
    'npm run backup copies it while the server runs, and npm run restore brings all of it back',
    { timeout: 4 * STARTUP_TIMEOUT_MS + 60_000 },
    async () => {
      const original = createEmbeddedStorage('migrated');
      const server = await original.start();
      const admin = await httpAdmin(server.baseUrl);
      for (let i = 0; i < 30; i += 1) {
        expect((await postSubmission(server.baseUrl, randomSubmission())).status).toBe(201);
      }
      expect((await admin.send('POST', '/api/admin/users', ACCOUNT)).status).toBe(201);
      expect((await admin.send('PUT', '/api/admin/settings', SETTINGS)).status).toBe(200);
      const ids = (await allResponseIds(admin)).sort();
      const reliability = (await admin.get('/api/admin/analytics/reliability')).body.data;
      expect(ids).toHaveLength(30);

      const file = path.join(original.dataDir, '..', `${path.basename(original.dataDir)}.tar.gz`);
      const backup = await npmRun('backup', [file], { DATA_DIR: original.dataDir });
      expect(backup, backup.stderr).toMatchObject({ code: 0 });
      expect(backup.stdout).toContain(`written by the running server, process ${server.child.pid}`);
      // It holds every response and the password hashes: readable by the server's user only.
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      // The server kept serving throughout.
      expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);

      // Never over a database that is there.
      const refused = await npmRun('restore', [file], { DATA_DIR: original.dataDir });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('is not empty');

      const restored = createEmbeddedStorage();
      const restore = await npmRun('restore', [file], { DATA_DIR: restored.dataDir });
      expect(restore, restore.stderr).toMatchObject({ code: 0 });
      expect(restore.stdout).toContain('it holds 30 survey responses');
      expect(restore.stdout).toContain(`${restored.dataDir} was empty before`);
      fs.rmSync(file);

      // The backup does not carry the key of its e-mail hashes (issue 27): without it the copy
      // does not start, and the restore says where to put it; with it, it does.
      expect(restore.stdout).toContain(secretFileOf(restored.dataDir));
      const keyless = await runServerToExit(restored.database);
      expect(keyless.code).not.toBe(0);
      expect(keyless.stderr).toContain(`${secretFileOf(restored.dataDir)}, which is missing`);
      fs.copyFileSync(secretFileOf(original.dataDir), secretFileOf(restored.dataDir));

      const again = await startServer(restored.database);
      const adminAgain = await httpAdmin(again.baseUrl);
      expect((await allResponseIds(adminAgain)).sort()).toEqual(ids);
      // Every setting changed before the backup is back (the others keep their defaults).
      expect((await adminAgain.get('/api/admin/settings')).body.data).toMatchObject(SETTINGS);
      expect((await loginOver(again.baseUrl, ACCOUNT.username, ACCOUNT.password)).status).toBe(200);
      expect((await adminAgain.get('/api/admin/analytics/reliability')).body.data).toEqual(
        reliability,
      );
      // The copy runs beside the original: it took none of the original's locks with it.
      expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
      expect((await again.kill('SIGTERM')).code).toBe(0);
      expect((await server.kill('SIGTERM')).code).toBe(0);

      // The restored database says when it was restored, from what, by the console.
      expect(await restoreEntries(restored.dataDir)).toEqual([
        {
          actorKind: 'console',
          details: { file: path.basename(file), responses: 30, previousDataAside: null },
        },
      ]);
    },
  );
});

/** Every file under `dir` with its mode and a hash of its contents. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of (fs.readdirSync(dir, { recursive: true }) as string[]).sort()) {
    const file = path.join(dir, name);
    const stat = fs.lstatSync(file);
    const contents = stat.isFile()
      ? createHash('sha256').update(fs.readFileSync(file)).digest('hex')
      : 'directory';
    files[name] = `${(stat.mode & 0o777).toString(8)} ${contents}`;
  }
  return files;
}

/** What lies beside `dataDir` that was named after it. */
function siblingsOf(dataDir: string): string[] {
  const name = path.basename(dataDir);
  return fs
    .readdirSync(path.dirname(dataDir))
    .filter((entry) => entry.startsWith(name))
    .sort();
}

const PRECIOUS = 'a file the server user may write, which nobody asked to back up into\n';

// Issue 29: a backup is written by the server's user (often root) into a directory others may
// write; a restore replaces the whole database. Neither may do harm when given a bad name or file.
describe('backups and restores that must not do harm', () => {
  let storage: EmbeddedStorage;
  let work: string;
  let goodBackup: string;
  let victim: string;
  let responses: string[];

  beforeAll(async () => {
    storage = createEmbeddedStorage('migrated');
    work = fs.mkdtempSync(`${storage.dataDir}-work-`);
    extraFiles.push(work);
    victim = path.join(work, 'victim.txt');
    fs.writeFileSync(victim, PRECIOUS);
    const server = await storage.start();
    for (let i = 0; i < 3; i += 1) {
      expect((await postSubmission(server.baseUrl, randomSubmission())).status).toBe(201);
    }
    goodBackup = path.join(work, 'good.tar.gz');
    await requestBackupFromServer(storage.dataDir, server.child.pid!, goodBackup);
    expect(fs.statSync(goodBackup).mode & 0o777).toBe(0o600);
    expect((await server.kill('SIGTERM')).code).toBe(0);
  }, 2 * STARTUP_TIMEOUT_MS);

  it(
    'the running server writes no backup through a planted link nor over an existing file',
    { timeout: STARTUP_TIMEOUT_MS + 60_000 },
    async () => {
      const server = await storage.start();
      const pid = server.child.pid!;
      const toVictim = path.join(work, 'server-link.tar.gz');
      fs.symlinkSync(victim, toVictim);
      const dangling = path.join(work, 'server-dangling.tar.gz');
      const nowhere = path.join(work, 'nowhere.txt');
      fs.symlinkSync(nowhere, dangling);
      const existing = path.join(work, 'server-existing.tar.gz');
      fs.writeFileSync(existing, 'an older backup\n');

      // Asked directly, as a request file planted past the command's own check would ask.
      for (const target of [toVictim, dangling, existing]) {
        await expect(requestBackupFromServer(storage.dataDir, pid, target)).rejects.toThrow(
          `The server could not write the backup: ${target} exists; name a new file.`,
        );
      }
      expect(fs.readFileSync(victim, 'utf8')).toBe(PRECIOUS);
      expect(fs.existsSync(nowhere)).toBe(false);
      expect(fs.readFileSync(existing, 'utf8')).toBe('an older backup\n');

      // The name the old code wrote to first is no way in either.
      const target = path.join(work, 'server-new.tar.gz');
      fs.symlinkSync(victim, `${target}.partial`);
      await requestBackupFromServer(storage.dataDir, pid, target);
      expect(fs.readFileSync(victim, 'utf8')).toBe(PRECIOUS);
      expect(fs.lstatSync(target).isFile()).toBe(true);
      expect(fs.statSync(target).mode & 0o777).toBe(0o600);
      expect(fs.readlinkSync(`${target}.partial`)).toBe(victim);
      // Nothing else is left beside it (the temporary file is gone).
      expect(fs.readdirSync(work).filter((name) => name.includes('server-new'))).toEqual([
        'server-new.tar.gz',
        'server-new.tar.gz.partial',
      ]);

      // The command refuses before asking.
      const command = await npmRun('backup', [toVictim], { DATA_DIR: storage.dataDir });
      expect(command.code).toBe(1);
      expect(command.stderr).toBe(`${toVictim} exists; name a new file.\n`);
      expect((await server.kill('SIGTERM')).code).toBe(0);
    },
  );

  it(
    'npm run backup with no server running writes no backup through a planted link',
    { timeout: 60_000 },
    async () => {
      const toVictim = path.join(work, 'command-link.tar.gz');
      fs.symlinkSync(victim, toVictim);
      const refused = await npmRun('backup', [toVictim], { DATA_DIR: storage.dataDir });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toBe(`${toVictim} exists; name a new file.\n`);

      const target = path.join(work, 'command-new.tar.gz');
      fs.symlinkSync(victim, `${target}.partial`);
      const backup = await npmRun('backup', [target], { DATA_DIR: storage.dataDir });
      expect(backup, backup.stderr).toMatchObject({ code: 0 });
      expect(backup.stdout).toContain('no server was running');
      expect(fs.readFileSync(victim, 'utf8')).toBe(PRECIOUS);
      expect(fs.lstatSync(target).isFile()).toBe(true);
      expect(fs.statSync(target).mode & 0o777).toBe(0o600);
    },
  );

  it(
    'a restore of a cut-off, a foreign or an empty file fails, --force or not, and changes nothing',
    { timeout: STARTUP_TIMEOUT_MS + 120_000 },
    async () => {
      responses = (await storage.storedResponseIds()).sort();
      expect(responses).toHaveLength(3);
      const bytes = fs.readFileSync(goodBackup);
      const cutOff = path.join(work, 'cut-off.tar.gz');
      fs.writeFileSync(cutOff, bytes.subarray(0, Math.floor(bytes.length / 2)));
      const foreign = path.join(work, 'foreign.tar.gz');
      fs.writeFileSync(path.join(work, 'notes.txt'), 'not a database\n');
      execFileSync('tar', ['-czf', foreign, '-C', work, 'notes.txt']);
      const text = path.join(work, 'text.tar.gz');
      fs.writeFileSync(text, 'hello\n');
      const empty = path.join(work, 'empty.tar.gz');
      fs.writeFileSync(empty, '');

      const before = snapshot(storage.dataDir);
      const beside = siblingsOf(storage.dataDir);
      const failures = {
        [cutOff]: 'it is not a whole .tar.gz file',
        [foreign]: 'it is not a database backup',
        [text]: 'it is not a whole .tar.gz file',
        [empty]: 'the file is empty',
      };
      for (const [file, why] of Object.entries(failures)) {
        const restore = await npmRun('restore', [file, '--force'], { DATA_DIR: storage.dataDir });
        expect(restore.code, restore.stdout).toBe(1);
        expect(restore.stderr).toContain(`Could not restore ${file}: ${why}`);
        expect(restore.stderr).toContain(`The data directory ${storage.dataDir} is untouched.`);
        expect(restore.stderr).not.toMatch(/\n\s+at /);
        expect(snapshot(storage.dataDir)).toEqual(before);
        expect(siblingsOf(storage.dataDir)).toEqual(beside);
      }

      // Into an empty data directory, the same: it stays empty, nothing is left beside it.
      const emptyStorage = createEmbeddedStorage();
      const intoEmpty = await npmRun('restore', [cutOff], { DATA_DIR: emptyStorage.dataDir });
      expect(intoEmpty.code).toBe(1);
      expect(fs.readdirSync(emptyStorage.dataDir)).toEqual([]);
      expect(siblingsOf(emptyStorage.dataDir)).toEqual([path.basename(emptyStorage.dataDir)]);

      // The server starts on the data it had.
      const server = await storage.start();
      expect((await server.kill('SIGTERM')).code).toBe(0);
      expect((await storage.storedResponseIds()).sort()).toEqual(responses);
    },
  );

  it(
    'a restore with --force sets the old data aside, records itself, and an emptied directory then refuses to start',
    { timeout: STARTUP_TIMEOUT_MS + 120_000 },
    async () => {
      const before = snapshot(storage.dataDir);
      const restore = await npmRun('restore', [goodBackup, '--force'], {
        DATA_DIR: storage.dataDir,
      });
      expect(restore, restore.stderr).toMatchObject({ code: 0 });
      expect(restore.stdout).toContain('it holds 3 survey responses');
      const aside = /The previous contents are in (\S+)\.\n/.exec(restore.stdout)?.[1];
      expect(aside).toMatch(new RegExp(`^${storage.dataDir}\\.before-restore-`));
      extraFiles.push(aside!);
      expect(snapshot(aside!)).toEqual(before);
      expect(fs.statSync(storage.dataDir).mode & 0o777).toBe(0o700);

      expect(await restoreEntries(storage.dataDir)).toEqual([
        {
          actorKind: 'console',
          details: { file: 'good.tar.gz', responses: 3, previousDataAside: aside },
        },
      ]);
      expect((await storage.storedResponseIds()).sort()).toEqual(responses);

      // Were the restored directory lost (as a failed restore used to leave it), the next start
      // (systemd's Restart=) would make an empty database with a new admin: it refuses instead.
      fs.rmSync(storage.dataDir, { recursive: true });
      fs.mkdirSync(storage.dataDir, { mode: 0o700 });
      const refused = await runServerToExit(storage.database);
      expect(refused.code).not.toBe(0);
      expect(refused.stderr).toContain(aside);
      expect(fs.readdirSync(storage.dataDir)).toEqual([]);
    },
  );
});
