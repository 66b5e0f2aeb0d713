import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/db/client';
import { sessions, users } from '../../src/db/schema';
import { hashToken, newToken } from '../../src/modules/auth/tokens';

/**
 * A respondent signed in as the provider flow would leave them (the flow itself has its own
 * tests): a user row and a live session; returns the bearer token.
 */
export async function signedInRespondent(db: Database, name = 'Lan Anh'): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({
      issuer: 'https://issuer.test',
      subject: randomUUID(),
      name,
    })
    .returning();
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    kind: 'user',
    userId: user!.id,
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  return token;
}
