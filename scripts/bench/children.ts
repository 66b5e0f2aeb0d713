import type { ChildProcess } from 'node:child_process';
import os from 'node:os';

/** Children still running (servers, seeders): killed if the bench ends early. */
const running = new Set<ChildProcess>();
let installed = false;

/** Ties a child's life to the bench's: Ctrl-C, SIGTERM or a crash leaves no orphan behind. */
export function killOnExit(child: ChildProcess): void {
  if (!installed) {
    installed = true;
    process.on('exit', () => {
      for (const each of running) each.kill('SIGKILL');
    });
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
      process.on(signal, () => process.exit(128 + os.constants.signals[signal]));
    }
  }
  running.add(child);
  child.once('exit', () => running.delete(child));
}
