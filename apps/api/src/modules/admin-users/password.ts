import { argon2id, hash, verify, type HashOptions } from 'argon2';

/**
 * argon2id with 64 MiB, 3 passes, 4 lanes: above OWASP's minimum (19 MiB, 2 passes, 1 lane)
 * and about a tenth of a second on one core, which is affordable for a login.
 */
const HASH_OPTIONS: HashOptions = {
  type: argon2id,
  memoryCost: 65_536,
  timeCost: 3,
  parallelism: 4,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
