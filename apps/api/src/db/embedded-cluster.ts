import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeToOthers } from './data-dir-safety';

/** The file that marks a PostgreSQL cluster as made; PGlite runs initdb where it is missing. */
const PG_VERSION = 'PG_VERSION';
/** Where the child makes the cluster, inside the data directory until it is moved into place. */
const NEW_CLUSTER_MARK = '.new-cluster-';
const INITDB_SCRIPT = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'embedded-initdb.mjs',
);

/** True once `dataDir` holds a complete cluster. */
export function hasCluster(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, PG_VERSION));
}

/**
 * Node's flag for a process that runs PGlite briefly and exits (initdb here; the tests' and the
 * browser tests' short-lived servers; `npm run admin`, `backup` and `restore` in package.json):
 * V8's baseline WebAssembly compiler only. The optimised code that PGlite's hot functions are
 * otherwise compiled into, on the other core, never pays for itself there (initdb: 5.4 → 3.8 s
 * of CPU, a peak of 890 → 780 MB). The server keeps the optimising compiler: its queries run a
 * quarter slower without it.
 */
export const ONE_SHOT_WASM = '--liftoff-only';

function runInitdb(target: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [ONE_SHOT_WASM, INITDB_SCRIPT, target], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `creating the embedded database failed (initdb exited with ${signal ?? `code ${code}`})`,
          ),
        );
    });
  });
}

/**
 * Makes a new cluster in `dataDir` (which the caller has locked) in a short-lived child
 * process, so that initdb's peak of 760-890 MB is given back before the server serves; a server
 * that ran it itself would stay near 900 MB (issue 33). The child writes into a folder inside
 * the data directory and the files are moved into place with PG_VERSION last, so a start that
 * is killed half-way leaves no cluster that PGlite would take for a complete one: the next
 * start makes it again, replacing the pieces moved so far (without PG_VERSION there is no
 * database to lose). Nothing happens when the cluster exists.
 */
export async function createClusterInChild(dataDir: string): Promise<void> {
  if (hasCluster(dataDir)) return;
  for (const name of fs.readdirSync(dataDir)) {
    if (name.startsWith(NEW_CLUSTER_MARK)) {
      fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
    }
  }
  const staging = path.join(dataDir, `${NEW_CLUSTER_MARK}${randomBytes(4).toString('hex')}`);
  fs.mkdirSync(staging, { mode: 0o700 });
  try {
    await runInitdb(staging);
    // PGlite makes its files 0666 whatever the umask: closed before they join the data
    // directory, so that a start killed right after this finds nothing to refuse.
    closeToOthers(staging);
    const names = fs.readdirSync(staging).filter((name) => name !== PG_VERSION);
    for (const name of [...names, PG_VERSION]) {
      const destination = path.join(dataDir, name);
      fs.rmSync(destination, { recursive: true, force: true });
      fs.renameSync(path.join(staging, name), destination);
    }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
