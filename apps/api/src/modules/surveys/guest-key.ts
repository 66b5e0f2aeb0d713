import { hashToken, newToken } from '../auth/tokens';

/** A new guest key: 32 random bytes, URL-safe. */
export const newGuestKey = newToken;

/** Only this hash is stored: the database alone cannot be used to read a guest's results. */
export const hashGuestKey = hashToken;
