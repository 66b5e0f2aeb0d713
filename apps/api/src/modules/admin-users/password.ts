import { argon2id, hash, verify } from 'argon2';

/** What an argon2id hash costs to make and to verify: the memory, the passes and the lanes. */
export interface PasswordCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/**
 * 64 MiB, 3 passes, 4 lanes: above OWASP's minimum (19 MiB, 2 passes, 1 lane) and about a tenth
 * of a second on one core, which is affordable for a login. Every hash the product makes has
 * this cost; only the tests' apps are built with a lower one (AppOptions.passwordCost).
 */
export const PASSWORD_COST: PasswordCost = {
  memoryCost: 65_536,
  timeCost: 3,
  parallelism: 4,
};

export function hashPassword(
  password: string,
  cost: PasswordCost = PASSWORD_COST,
): Promise<string> {
  return hash(password, { type: argon2id, ...cost });
}

/** Whether `password` is the one hashed, at whatever cost the hash records. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
