import fs from 'node:fs';
import { E2E_DATA_DIR } from './data-dir';

/** The browser tests' throw-away databases, and their identity secrets, go with them. */
export default function removeDataDir(): void {
  for (const dir of [E2E_DATA_DIR, `${E2E_DATA_DIR}-sign-in`, `${E2E_DATA_DIR}-settings`]) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(`${dir}.identity-secret`, { force: true });
  }
}
