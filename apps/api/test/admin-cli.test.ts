import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { TEST_IDENTITY_SECRET, testConfig } from '../src/config';
import { openEmbedded } from '../src/db/embedded';
import { openPostgres } from '../src/db/postgres';
import { admins, auditLog } from '../src/db/schema';
import { BACKENDS } from './support/environment';
import {
  createServerStorage,
  removeAllStorage,
  type ServerStorage,
} from './support/server-storage';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);

/** `npm run admin -- …` as an operator types it, on the storage's database. */
async function admin(storage: ServerStorage, args: string[], password?: string) {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...('dataDir' in storage.database
      ? { DATA_DIR: storage.database.dataDir }
      : { DATABASE_URL: storage.database.databaseUrl, IDENTITY_SECRET: TEST_IDENTITY_SECRET }),
    ...(password ? { ADMIN_PASSWORD: password } : {}),
  };
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', 'admin', '--', ...args], {
      cwd: repoRoot,
      env,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The storage's database, opened as the server would open it. */
function openStorage(storage: ServerStorage) {
  return 'dataDir' in storage.database
    ? openEmbedded(storage.database.dataDir)
    : openPostgres(storage.database.databaseUrl, 2);
}

/** The audit log's entries, oldest first, and the accounts' ids by name. */
async function auditTrail(storage: ServerStorage) {
  const database = await openStorage(storage);
  try {
    const entries = await database.db
      .select()
      .from(auditLog)
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
    const accounts = await database.db
      .select({ id: admins.id, username: admins.username })
      .from(admins);
    return { entries, ids: new Map(accounts.map((account) => [account.username, account.id])) };
  } finally {
    await database.close();
  }
}

/** Signs in through the real app on the storage's database, as the server would. */
async function signIn(storage: ServerStorage, attempts: Array<[string, string]>) {
  const database = await openStorage(storage);
  const app = await buildApp({ config: testConfig(), database });
  try {
    const results = [];
    for (const [username, password] of attempts) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { username, password },
      });
      results.push({ status: response.statusCode, role: response.json().data?.admin.role });
    }
    return results;
  } finally {
    await app.close();
    await database.close();
  }
}

afterAll(() => removeAllStorage());

describe.each(BACKENDS)('the break-glass command on the %s database', (backend) => {
  it(
    'creates a superadmin and resets a password, which then sign in',
    { timeout: 300_000 },
    async () => {
      const storage = await createServerStorage(backend, 'migrated');
      const created = await admin(storage, ['create-superadmin', 'rescuer']);
      expect(created.code, created.stderr).toBe(0);
      const generated = /^ {4}(\S+)$/m.exec(created.stdout)?.[1];
      expect(generated).toMatch(/^[\w-]{24}$/);
      expect(await signIn(storage, [['rescuer', generated!]])).toEqual([
        { status: 200, role: 'superadmin' },
      ]);

      const reset = await admin(storage, ['reset-password', 'rescuer'], 'the operator chose this');
      expect(reset.code, reset.stderr).toBe(0);
      expect(reset.stdout).not.toContain('the operator chose this');
      expect(
        await signIn(storage, [
          ['rescuer', generated!],
          ['rescuer', 'the operator chose this'],
        ]),
      ).toEqual([{ status: 401 }, { status: 200, role: 'superadmin' }]);

      const again = await admin(storage, ['create-superadmin', 'rescuer']);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('An account named "rescuer" already exists');
      const unknown = await admin(storage, ['reset-password', 'nobody']);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('There is no admin account named "nobody".');
      const usage = await admin(storage, ['promote', 'rescuer']);
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain('Usage: npm run admin -- <command> NAME');

      // Both changes are the console's in the audit log; the refused ones left no entry.
      const { entries, ids } = await auditTrail(storage);
      const console = entries.filter((entry) => entry.actorKind === 'console');
      expect(
        console.map(({ adminId, actorName, action, target, details }) => ({
          adminId,
          actorName,
          action,
          target,
          details,
        })),
      ).toEqual([
        {
          adminId: null,
          actorName: null,
          action: 'admins.create',
          target: ids.get('rescuer'),
          details: { username: 'rescuer', role: 'superadmin' },
        },
        {
          adminId: null,
          actorName: null,
          action: 'admins.passwordReset',
          target: ids.get('rescuer'),
          details: { username: 'rescuer' },
        },
      ]);
    },
  );
});
