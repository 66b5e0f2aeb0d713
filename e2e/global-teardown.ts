import fs from 'node:fs';
import { E2E_DATA_DIR } from './data-dir';

/** The browser tests' throw-away databases, and their identity secrets, go with them. */
export default function removeDataDir(): void {
  for (const suffix of ['', '-sign-in', '-settings', '-linking']) {
    const dir = `${E2E_DATA_DIR}${suffix}`;
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(`${dir}.identity-secret`, { force: true });
  }
}
