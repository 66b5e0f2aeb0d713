import { STORAGE_KEYS, readText, writeText } from '../../../lib/storage';

/** A new random guest key (32 bytes, URL-safe). */
export function newGuestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/**
 * This browser's guest key, made on first use. It goes with every guest submission, and the
 * server shows results by e-mail only to whoever holds it: an address alone reveals nothing.
 */
export function guestKey(): string {
  const stored = readText(STORAGE_KEYS.guestKey);
  if (stored && /^[A-Za-z0-9_-]{32,128}$/.test(stored)) return stored;
  const key = newGuestKey();
  writeText(STORAGE_KEYS.guestKey, key);
  return key;
}
