// A process that competes for a data directory's lock: it waits until START_AT (so that all
// contenders try at the same moment), tries once, prints "won" or "lost", and keeps a won lock
// until it is told to stop (so that a contender that starts late still finds it held).
import { DataDirLockedError, lockDataDir } from '../../src/db/data-dir-lock';

const [dataDir = '', startAt = '0'] = process.argv.slice(2);
// Asleep until just before the moment, then a spin: a timer alone would add milliseconds of
// jitter between contenders, and six spinning for two seconds kept both cores busy.
const SPIN_MS = 50;
await new Promise((resolve) => setTimeout(resolve, Number(startAt) - SPIN_MS - Date.now()));
while (Date.now() < Number(startAt)) {
  // spin
}
try {
  const lock = lockDataDir(dataDir);
  process.stdout.write('won\n');
  process.on('SIGTERM', () => {
    lock.release();
    process.exit(0);
  });
  setInterval(() => {}, 1000);
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  process.stdout.write('lost\n');
}
