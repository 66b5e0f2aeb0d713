// Playwright's one web server (playwright.config.ts): every server of the browser tests at once.
import { startServers } from './servers';

const dataDir = process.env.E2E_DATA_DIR;
try {
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it).');
  await startServers(dataDir);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
