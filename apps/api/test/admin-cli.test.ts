import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { TEST_IDENTITY_SECRET, testConfig } from '../src/config';
import { openEmbedded } from '../src/db/embedded';
import { openPostgres } from '../src/db/postgres';
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

/** Signs in through the real app on the storage's database, as the server would. */
async function signIn(storage: ServerStorage, attempts: Array<[string, string]>) {
  const database =
    'dataDir' in storage.database
      ? await openEmbedded(storage.database.dataDir)
      : await openPostgres(storage.database.databaseUrl, 2);
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
      const storage = await createServerStorage(backend);
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
    },
  );
});
