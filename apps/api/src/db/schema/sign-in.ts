import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A provider sign-in under way: what the callback needs to finish it (PKCE verifier, nonce)
 * and the hash of a cookie that binds it to the browser that started it. Kept in the database
 * so that any instance can finish a sign-in another one started.
 */
export const signInAttempts = pgTable('sign_in_attempts', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  browserBindingHash: text('browser_binding_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * The single-use ticket that the sign-in callback puts in the web app's address, valid for 60
 * seconds, exchanged once for a session token: a long-lived token never appears in a URL.
 */
export const signInTickets = pgTable('sign_in_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
