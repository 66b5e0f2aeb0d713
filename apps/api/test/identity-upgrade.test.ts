import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_IDENTITY_SECRET } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { openEmbedded } from '../src/db/embedded';
import { openPostgres } from '../src/db/postgres';
import { queryRows } from '../src/db/query-rows';
import { createIdentityHasher } from '../src/identity/hasher';
import { readSecretFile, secretFileOf } from '../src/identity/secret-file';
import { databaseDump } from './support/database-dump';
import { BACKENDS } from './support/environment';
import { httpAdmin } from './support/http-admin';
import { createLegacyDatabase, type LegacyContents } from './support/legacy-database';
import { killAllServers, STARTUP_TIMEOUT_MS } from './support/server-process';
import { createServerStorage, removeAllStorage } from './support/server-storage';

afterAll(async () => {
  await killAllServers();
  await removeAllStorage();
});

function openStorage(database: { dataDir: string } | { databaseUrl: string }) {
  return 'dataDir' in database
    ? openEmbedded(database.dataDir)
    : openPostgres(database.databaseUrl, 2);
}

const columnsOf = async (database: DatabaseHandle, table: string) =>
  (
    await queryRows<{ column: string }>(
      database.db,
      sql`SELECT column_name AS "column" FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = ${table}`,
    )
  ).map((row) => row.column);

// Issue 27: an installation that stored guests' addresses in plain text keeps none after the
// release that hashes them, and its hashes are the ones the server computes for new responses.
describe.each(BACKENDS)('upgrading a %s database that holds plaintext e-mails', (backend) => {
  it(
    'hashes every address with the identity secret at the first start and forgets it',
    { timeout: 2 * STARTUP_TIMEOUT_MS + 60_000 },
    async () => {
      const storage = await createServerStorage(backend);
      const contents: LegacyContents = {
        guests: [
          { id: randomUUID(), email: 'minh.anh.10a1@truong.edu.vn' },
          { id: randomUUID(), email: 'minh.anh.10a1@truong.edu.vn' },
          { id: randomUUID(), email: 'lan.nguyen@example.org' },
        ],
        accountEmail: 'tai.khoan@gmail.example',
      };
      await createLegacyDatabase(storage.database, contents);

      const server = await storage.start();
      // An installation that has run keeps asking for an e-mail until a superadmin changes it.
      const admin = await httpAdmin(server.baseUrl);
      const settings = (await admin.get('/api/admin/settings')).body.data;
      expect(settings).toMatchObject({ respondentIdentity: 'email' });
      expect((await server.kill('SIGTERM')).code).toBe(0);

      const secret =
        'dataDir' in storage.database
          ? readSecretFile(secretFileOf(storage.database.dataDir))
          : TEST_IDENTITY_SECRET;
      expect(secret).toBeTruthy();
      const hasher = createIdentityHasher(secret!);
      const database = await openStorage(storage.database);
      try {
        const rows = await queryRows<{ id: string; emailHash: string | null }>(
          database.db,
          sql`SELECT id, email_hash AS "emailHash" FROM survey_responses`,
        );
        expect(Object.fromEntries(rows.map((row) => [row.id, row.emailHash]))).toEqual(
          Object.fromEntries(
            contents.guests.map((guest) => [guest.id, hasher.emailHash(guest.email)]),
          ),
        );
        expect(await columnsOf(database, 'survey_responses')).not.toContain('email');
        expect(await columnsOf(database, 'users')).not.toContain('email');
        const [left] = await queryRows<{ n: number }>(
          database.db,
          sql`SELECT count(*)::int AS n FROM legacy_guest_emails`,
        );
        expect(left!.n).toBe(0);

        // Nor does a copy of the database hold them anywhere (for the embedded database, its
        // files: rows once deleted, a dropped column, the write-ahead log).
        const dump = await databaseDump(database);
        for (const address of [...contents.guests.map((g) => g.email), contents.accountEmail]) {
          expect(dump, address).not.toContain(address);
        }
      } finally {
        await database.close();
      }
    },
  );
});
