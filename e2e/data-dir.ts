import os from 'node:os';
import path from 'node:path';

/** The embedded database of one browser-test run (the runner's pid keeps runs apart). */
export const E2E_DATA_DIR = path.join(os.tmpdir(), `prca-e2e-${process.pid}`);
