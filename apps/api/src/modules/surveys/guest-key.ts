import { createHash, randomBytes } from 'node:crypto';

/** A new guest key: 32 random bytes, URL-safe. */
export function newGuestKey(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored: the database alone cannot be used to read a guest's results. */
export function hashGuestKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
