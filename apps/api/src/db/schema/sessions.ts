import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { oneOf } from './sql-helpers';
import { users } from './users';

export const SESSION_KINDS = ['user', 'admin'] as const;

/**
 * Signed-in sessions of respondents and of admins. Only a SHA-256 hash of the opaque token is
 * stored, so a copy of the database opens no session. Logout deletes the row.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('sessions_kind_known', oneOf(table.kind, SESSION_KINDS)),
    check(
      'sessions_owner_matches_kind',
      sql`(${table.kind} = 'user' AND ${table.userId} IS NOT NULL AND ${table.adminId} IS NULL)
        OR (${table.kind} = 'admin' AND ${table.adminId} IS NOT NULL AND ${table.userId} IS NULL)`,
    ),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);
