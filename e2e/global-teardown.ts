import fs from 'node:fs';
import { E2E_DATA_DIR } from './data-dir';

/** The browser tests' throw-away database goes with them. */
export default function removeDataDir(): void {
  for (const dir of [E2E_DATA_DIR, `${E2E_DATA_DIR}-sign-in`]) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
