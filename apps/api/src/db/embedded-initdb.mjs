// Creates an empty PGlite cluster (initdb) in the directory given as the only argument, then
// exits. Run as a child process by embedded-cluster.ts: initdb takes PGlite to 760-890 MB
// resident whatever the settings, and a process that exits gives all of it back, where the
// server would keep most of it for as long as it runs. Plain JavaScript, so that no
// transpiler is loaded for it.
import { PGlite } from '@electric-sql/pglite';

const target = process.argv[2];
if (!target) {
  console.error('usage: node embedded-initdb.mjs <empty directory>');
  process.exit(2);
}
const pglite = await PGlite.create({ dataDir: target });
await pglite.close();
