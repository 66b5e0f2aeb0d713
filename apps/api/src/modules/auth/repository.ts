import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, signInAttempts, signInTickets, users } from '../../db/schema';
import type { ProviderProfile } from './provider-client';

export type SignInAttempt = typeof signInAttempts.$inferSelect;

/** A respondent signed in with a provider, as the rest of the API sees them. */
export interface AuthenticatedUser {
  id: string;
  name: string | null;
  pictureUrl: string | null;
}

/** A hashed secret and the moment it stops working. */
export interface ExpiringHash {
  hash: string;
  expiresAt: Date;
}

const userColumns = {
  id: users.id,
  name: users.name,
  pictureUrl: users.pictureUrl,
};

/** Provider accounts, sign-in attempts and tickets, and respondents' sessions. */
export function createAuthRepository(db: Database) {
  return {
    /** Stores a new attempt and sweeps the ones nobody finished. */
    async saveAttempt(attempt: SignInAttempt, now: Date): Promise<void> {
      await db.delete(signInAttempts).where(lt(signInAttempts.expiresAt, now));
      await db.delete(signInTickets).where(lt(signInTickets.expiresAt, now));
      await db.insert(signInAttempts).values(attempt);
    },

    /** Removes and returns the attempt of `state`: a second callback with it finds nothing. */
    async takeAttempt(state: string): Promise<SignInAttempt | undefined> {
      const [attempt] = await db
        .delete(signInAttempts)
        .where(eq(signInAttempts.state, state))
        .returning();
      return attempt;
    },

    /** Creates or refreshes the provider's account and issues its sign-in ticket. */
    async saveSignIn(profile: ProviderProfile, ticket: ExpiringHash, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const fields = { name: profile.name, pictureUrl: profile.pictureUrl };
        const [user] = await tx
          .insert(users)
          .values({ issuer: profile.issuer, subject: profile.subject, ...fields })
          .onConflictDoUpdate({
            target: [users.issuer, users.subject],
            set: { ...fields, updatedAt: now },
          })
          .returning({ id: users.id });
        if (!user) throw new Error('the user row was not written');
        await tx
          .insert(signInTickets)
          .values({ ticketHash: ticket.hash, userId: user.id, expiresAt: ticket.expiresAt });
      });
    },

    /**
     * Spends a ticket: deletes it (DELETE … RETURNING, so a replay finds nothing) and, if it was
     * still valid, opens a session for its user. Undefined for an unknown or expired ticket.
     */
    async redeemTicket(
      ticketHash: string,
      session: ExpiringHash,
      now: Date,
    ): Promise<AuthenticatedUser | undefined> {
      return db.transaction(async (tx) => {
        const [ticket] = await tx
          .delete(signInTickets)
          .where(eq(signInTickets.ticketHash, ticketHash))
          .returning();
        if (!ticket || ticket.expiresAt <= now) return undefined;
        await tx.insert(sessions).values({
          tokenHash: session.hash,
          kind: 'user',
          userId: ticket.userId,
          createdAt: now,
          lastUsedAt: now,
          expiresAt: session.expiresAt,
        });
        const [user] = await tx.select(userColumns).from(users).where(eq(users.id, ticket.userId));
        return user;
      });
    },

    /** The user of a live session, with when the session was last used. */
    async findUserSession(
      tokenHash: string,
      now: Date,
    ): Promise<{ sessionId: string; lastUsedAt: Date; user: AuthenticatedUser } | undefined> {
      const [row] = await db
        .select({ sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt, user: userColumns })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            eq(sessions.kind, 'user'),
            gt(sessions.expiresAt, now),
          ),
        );
      return row;
    },

    async touchSession(sessionId: string, now: Date): Promise<void> {
      await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId));
    },

    /** Ends a respondent's session; nothing happens for a token that opens none. */
    async deleteUserSession(tokenHash: string): Promise<void> {
      await db
        .delete(sessions)
        .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.kind, 'user')));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
