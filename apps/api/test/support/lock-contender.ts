// A process that competes for a data directory's lock: it waits until START_AT (so that all
// contenders try at the same moment), tries once, prints "won" or "lost", and keeps a won lock
// until it is told to stop (so that a contender that starts late still finds it held).
import { DataDirLockedError, lockDataDir } from '../../src/db/data-dir-lock';

const [dataDir = '', startAt = '0'] = process.argv.slice(2);
while (Date.now() < Number(startAt)) {
  // spin: a timer would add milliseconds of jitter between contenders
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
