// A process that competes for a data directory's lock: it waits until START_AT (so that all
// contenders try at the same moment), tries once, holds a won lock for HOLD_MS, and prints
// "won" or "lost".
import { DataDirLockedError, lockDataDir } from '../../src/db/data-dir-lock';

const [dataDir = '', startAt = '0', holdMs = '0'] = process.argv.slice(2);
while (Date.now() < Number(startAt)) {
  // spin: a timer would add milliseconds of jitter between contenders
}
try {
  const lock = lockDataDir(dataDir);
  process.stdout.write('won\n');
  setTimeout(() => lock.release(), Number(holdMs));
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  process.stdout.write('lost\n');
}
