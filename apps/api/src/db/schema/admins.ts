import { PERMISSIONS, ROLES, type AdminScope } from '@prca/core';
import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { allOf, oneOf } from './sql-helpers';

/** Researchers who sign in with a username and password (argon2id hash, never the password). */
export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    permissions: text('permissions').array().notNull().default([]),
    disabled: boolean('disabled').notNull().default(false),
    // The schools and classes the account is limited to (issue 19); null: the whole study.
    scope: jsonb('scope').$type<AdminScope>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('admins_role_known', oneOf(table.role, ROLES)),
    check('admins_permissions_known', allOf(table.permissions, PERMISSIONS)),
    // A counsellor is always limited to some schools or classes (the service says why).
    check(
      'admins_counsellor_scoped',
      sql`${table.role} <> 'counsellor' OR ${table.scope} IS NOT NULL`,
    ),
  ],
);
