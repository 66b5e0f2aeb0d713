import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Where the embedded database's identity secret lives when IDENTITY_SECRET is not set: a file
 * beside the data directory, never inside it, so that a backup of the data (npm run backup)
 * does not carry the key of its own hashes.
 */
export function secretFileOf(dataDir: string): string {
  const resolved = path.resolve(dataDir);
  return path.join(path.dirname(resolved), `${path.basename(resolved)}.identity-secret`);
}

export function readSecretFile(file: string): string | null {
  try {
    const secret = fs.readFileSync(file, 'utf8').trim();
    return secret === '' ? null : secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Makes a new secret into `file`, readable by this user only; never replaces one. */
export function createSecretFile(file: string): string {
  const secret = randomBytes(32).toString('base64url');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // 'wx': fails if another process made it meanwhile, rather than replacing its secret.
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}
