import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins';

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

/** Who did which admin action to what, and when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    target: text('target'),
    details: jsonb('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_created_at_idx').on(table.createdAt)],
);
