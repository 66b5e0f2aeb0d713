import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSecretFile, secretFileOf } from '../src/identity/secret-file';
import { TEST_DATABASE_URL } from './support/environment';
import { killAllServers, runServerToExit, STARTUP_TIMEOUT_MS } from './support/server-process';
import {
  createEmbeddedStorage,
  createServerStorage,
  removeAllStorage,
} from './support/server-storage';

afterAll(async () => {
  await killAllServers();
  await removeAllStorage();
});

const ANOTHER_SECRET = 'not-the-secret-these-hashes-were-made-with';
const MISMATCH = "The identity secret is not the one this database's hashes were made with.";

// Issue 27: e-mail hashes are useful only with the secret they were made with, so the server
// refuses to start on a database whose secret it does not have, rather than serve look-ups and
// a retention that would match nothing.
describe('the identity secret of the embedded database', () => {
  it(
    'is made beside the data directory at the first start, and no other secret, nor none, starts the server again',
    { timeout: 5 * STARTUP_TIMEOUT_MS },
    async () => {
      const storage = createEmbeddedStorage();
      const file = secretFileOf(storage.dataDir);
      const first = await storage.start();
      expect((await first.kill('SIGTERM')).code).toBe(0);

      // Beside DATA_DIR, never in it (a backup of the data does not carry its key), this user's.
      expect(path.dirname(file)).toBe(path.dirname(path.resolve(storage.dataDir)));
      expect(fs.readdirSync(storage.dataDir).some((name) => name.includes('secret'))).toBe(false);
      expect(fs.statSync(file).mode & 0o077).toBe(0);
      const secret = readSecretFile(file)!;
      expect(secret.length).toBeGreaterThanOrEqual(32);

      const other = await runServerToExit(storage.database, { IDENTITY_SECRET: ANOTHER_SECRET });
      expect(other.code).not.toBe(0);
      expect(other.stderr).toContain(MISMATCH);
      expect(other.stderr).toContain('docs/deployment.md');
      expect(other.stderr).not.toContain(ANOTHER_SECRET);

      // The same secret given in the environment instead of the file is the same secret.
      const fromEnvironment = await storage.start({ IDENTITY_SECRET: secret });
      expect((await fromEnvironment.kill('SIGTERM')).code).toBe(0);

      fs.rmSync(file);
      const missing = await runServerToExit(storage.database);
      expect(missing.code).not.toBe(0);
      expect(missing.stderr).toContain(`${file}, which is missing`);
      // A new secret would silently orphan every hash: none is made in its place.
      expect(fs.existsSync(file)).toBe(false);
    },
  );
});

describe.skipIf(!TEST_DATABASE_URL)('the identity secret with PostgreSQL', () => {
  it(
    'must be given, and be the one the database was first started with',
    { timeout: 4 * STARTUP_TIMEOUT_MS },
    async () => {
      const storage = await createServerStorage('postgresql');
      const none = await runServerToExit(storage.database, { IDENTITY_SECRET: '' });
      expect(none.code).not.toBe(0);
      expect(none.stderr).toContain('IDENTITY_SECRET: is required with DATABASE_URL');

      const first = await storage.start();
      expect((await first.kill('SIGTERM')).code).toBe(0);
      const other = await runServerToExit(storage.database, { IDENTITY_SECRET: ANOTHER_SECRET });
      expect(other.code).not.toBe(0);
      expect(other.stderr).toContain(MISMATCH);
    },
  );
});
