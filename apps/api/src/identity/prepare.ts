import { eq, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Config } from '../config';
import type { DatabaseHandle, Database } from '../db/client';
import { IN_MEMORY } from '../db/embedded';
import { legacyGuestEmails, serverIdentity, users } from '../db/schema';
import { createIdentityHasher } from './hasher';
import { createSecretFile, readSecretFile, secretFileOf } from './secret-file';

/** The server must not start: its hashes would match nothing, or it has no secret for them. */
export class IdentitySecretError extends Error {
  override name = 'IdentitySecretError';
}

const HOW_TO =
  'Start the server with the secret its hashes were made with (docs/deployment.md, "The identity secret").';

/**
 * The identity secret (IDENTITY_SECRET, or with the embedded database a file beside DATA_DIR,
 * made on the first start), checked against the database before the server serves: a server
 * that would hash with another secret than the stored hashes were made with refuses to start, as
 * does an embedded database whose secret file has gone. Then the e-mail addresses stored before
 * issue 27 are hashed and forgotten, also by the database's files. Returns the secret.
 */
export async function prepareIdentity(
  database: DatabaseHandle,
  config: Pick<Config, 'IDENTITY_SECRET' | 'DATA_DIR' | 'DATABASE_URL'>,
): Promise<string> {
  const { db } = database;
  const [stored] = await db.select().from(serverIdentity).where(eq(serverIdentity.id, 1));
  const secret = config.IDENTITY_SECRET ?? embeddedSecret(config.DATA_DIR, stored !== undefined);
  const check = createIdentityHasher(secret).secretCheck();
  if (!stored) {
    await db.insert(serverIdentity).values({ id: 1, secretCheck: check }).onConflictDoNothing();
  }
  const [kept] = await db.select().from(serverIdentity).where(eq(serverIdentity.id, 1));
  if (kept?.secretCheck !== check) {
    throw new IdentitySecretError(
      `The identity secret is not the one this database's hashes were made with. ${HOW_TO}`,
    );
  }
  const hashed = await hashLegacyEmails(db, secret);
  // The first start after the upgrade (no check stored yet) on a database that held addresses.
  if (!stored && (hashed > 0 || (await db.$count(users)) > 0)) {
    await rewriteWithoutPlaintext(database);
  }
  return secret;
}

function embeddedSecret(dataDir: string, databaseHasHashes: boolean): string {
  if (dataDir === IN_MEMORY)
    return createHash('sha256').update(String(Math.random())).digest('hex');
  const file = secretFileOf(dataDir);
  const secret = readSecretFile(file);
  if (secret) return secret;
  if (databaseHasHashes) {
    throw new IdentitySecretError(
      `The database in ${dataDir} was hashed with a secret kept in ${file}, which is missing. ${HOW_TO}`,
    );
  }
  return createSecretFile(file);
}

/** HMAC's inner and outer keys (RFC 2104), so that SQL's sha256() can compute HMAC-SHA-256. */
function hmacPads(secret: string): { inner: string; outer: string } {
  const BLOCK = 64;
  let key = Buffer.from(secret, 'utf8');
  if (key.length > BLOCK) key = createHash('sha256').update(key).digest();
  const padded = Buffer.concat([key, Buffer.alloc(BLOCK - key.length)]);
  const xor = (byte: number) => Buffer.from(padded.map((value) => value ^ byte)).toString('hex');
  return { inner: xor(0x36), outer: xor(0x5c) };
}

/**
 * The addresses migration 0013 set aside, hashed in one statement (exactly as
 * createIdentityHasher's emailHash: the stored addresses were normalised at submission) and
 * deleted in the same transaction. Returns how many there were.
 */
async function hashLegacyEmails(db: Database, secret: string): Promise<number> {
  const { inner, outer } = hmacPads(secret);
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      UPDATE survey_responses AS r
      SET email_hash = encode(sha256(decode(${outer}, 'hex') ||
        sha256(decode(${inner}, 'hex') || convert_to('email:' || l.email, 'UTF8'))), 'hex')
      FROM legacy_guest_emails AS l
      WHERE r.id = l.response_id`);
    const deleted = await tx
      .delete(legacyGuestEmails)
      .returning({ responseId: legacyGuestEmails.responseId });
    return deleted.length;
  });
}

/**
 * Deleted rows and dropped columns (survey_responses.email, users.email) stay in a table's files
 * until the table is rewritten, and so in every copy of those files (`npm run backup`, a
 * physical backup): the tables that held addresses are rewritten once, at the upgrade. The
 * embedded database's write-ahead log held them as well: it moves to a new segment and, after a
 * checkpoint, deletes the old ones instead of keeping them for reuse, content and all.
 * (PostgreSQL's own log and its archives are its operator's; a pg_dump never held dead rows.)
 */
async function rewriteWithoutPlaintext(database: DatabaseHandle): Promise<void> {
  const { db } = database;
  await db.execute(sql`VACUUM FULL survey_responses, legacy_guest_emails, users`);
  if (database.kind !== 'embedded') return;
  await db.execute(sql`SET wal_recycle = off`);
  await db.execute(sql`SELECT pg_switch_wal()`);
  await db.execute(sql`CHECKPOINT`);
  await db.execute(sql`RESET wal_recycle`);
}
