// Compiles the API (apps/api/src/server.ts and the workspace sources it imports) into one
// JavaScript file, apps/api/dist/server.mjs, for `npm start` and the bench to run. Running the
// compiled file instead of transpiling with tsx at start saves about 90 MB of the server's
// resident memory (issue 33, measured in docs/benchmarks.md). npm packages stay outside the file
// (imported from node_modules as usual: PGlite finds its WebAssembly beside itself, argon2 is
// native); every `import.meta.url` keeps the address of the source file it is written in, so
// the paths built from it (migrations, the repository root) stay right. esbuild comes with tsx.
// Run as a child process by start.mjs, so that esbuild's memory is not the server's. An argument
// names another output file (the API tests build their own, so that a test running `npm start`
// never rewrites the file another test's server is starting from); it must stay inside the
// repository, where the npm packages it imports are found.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API_BUNDLE = path.resolve(process.argv[2] ?? path.join(root, 'apps/api/dist/server.mjs'));

/** @type {import('esbuild').Plugin} */
const keepSourceLocations = {
  name: 'keep-source-locations',
  setup(context) {
    // Bare imports other than the workspace's own packages (consumed from source) stay imports.
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@prca/') ? undefined : { path: args.path, external: true },
    );
    context.onLoad({ filter: /\.ts$/ }, async (args) => ({
      contents: (await fs.promises.readFile(args.path, 'utf8')).replaceAll(
        'import.meta.url',
        JSON.stringify(pathToFileURL(args.path).href),
      ),
      loader: 'ts',
    }));
  },
};

await build({
  entryPoints: [path.join(root, 'apps/api/src/server.ts')],
  outfile: API_BUNDLE,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: `node${process.versions.node.split('.')[0]}`,
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [keepSourceLocations],
});
