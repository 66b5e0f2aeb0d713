import fs from 'node:fs';
import { E2E_DATA_DIR } from './data-dir';

/** The browser tests' throw-away database goes with them. */
export default function removeDataDir(): void {
  fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
}
