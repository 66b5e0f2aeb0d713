import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { AUDIT_ACTOR_KINDS } from '@prca/core';
import { admins } from './admins';
import { oneOf } from './sql-helpers';

/**
 * Failed admin logins (and attempts still being checked), per name and client address, kept
 * in the database so that throttling holds across every API instance (DESIGN.md "Scale").
 * Rows older than the throttling window are of no use: the hourly job deletes them.
 */
export const adminLoginFailures = pgTable(
  'admin_login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    // The client's address (an IPv6 one as its /64); '' for rows from before it was kept.
    address: text('address').notNull().default(''),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('admin_login_failures_username_idx').on(table.username, table.failedAt),
    index('admin_login_failures_address_idx').on(table.address, table.failedAt),
    index('admin_login_failures_failed_at_idx').on(table.failedAt),
  ],
);

/**
 * Who did which action to what, and when: an admin (`admin_id`, and `actor_name`, the account's
 * name when it acted, which outlives the account), a respondent withdrawing their own response
 * (issue 27), recorded as such and never identified, or the server console (`npm run admin`,
 * `npm run restore`).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorKind: text('actor_kind').notNull().default('admin'),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    // The admin's name as it was when the entry was written: deleting the account (which sets
    // admin_id to null) or renaming it never changes who the log says acted (issue 29).
    actorName: text('actor_name'),
    action: text('action').notNull(),
    target: text('target'),
    details: jsonb('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The order of writing, which breaks ties of created_at: the embedded database's clock
    // counts milliseconds, and two entries of one millisecond (a delete, then its export) must
    // still read newest first, not in the order of their random ids.
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (table) => [
    index('audit_log_created_at_idx').on(table.createdAt, table.seq),
    index('audit_log_action_idx').on(table.action, table.createdAt),
    check('audit_log_actor_kind_known', oneOf(table.actorKind, AUDIT_ACTOR_KINDS)),
  ],
);
