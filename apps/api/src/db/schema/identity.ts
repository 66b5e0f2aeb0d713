import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row: a check value made with the identity secret (identity/secret.ts), so that a server
 * started with another secret, whose hashes would match nothing, refuses to start instead.
 */
export const serverIdentity = pgTable(
  'server_identity',
  {
    id: smallint('id').primaryKey().default(1),
    secretCheck: text('secret_check').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('server_identity_one_row', sql`${table.id} = 1`)],
);

/**
 * Guests' e-mail addresses stored before issue 27, moved here by migration 0013 and hashed
 * into `survey_responses.email_hash` by the server before it serves (identity/prepare.ts),
 * which leaves this table empty: it exists because a migration has no secret to hash with.
 */
export const legacyGuestEmails = pgTable('legacy_guest_emails', {
  responseId: uuid('response_id').primaryKey(),
  email: text('email').notNull(),
});
