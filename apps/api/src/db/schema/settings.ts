import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Settings an administrator can change at run time (shared by every API instance). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
