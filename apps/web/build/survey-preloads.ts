import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/*
 * /survey is where a student on a phone starts, often on a slow connection. Served the plain
 * index.html, the browser learns of the survey's code only once the entry has run, and of the
 * survey's texts only once that code has run: three round trips one after the other before the
 * first screen (Lighthouse on /survey, simulated slow 4G: largest paint 3.1-3.6 s). The pages
 * written here are index.html with every chunk the survey's first screen needs named up front
 * (modulepreload), in the visitor's language, so all of it downloads at once. The server sends
 * them for /survey (apps/api's http/web-app.ts), choosing the language as for the landing page.
 */

const SURVEY_ROUTE = 'src/app/routes/survey-page.tsx';
const catalogue = (language: string, namespace: string) =>
  `src/i18n/locales/${language}/${namespace}.json`;

function chunkOf(bundle: OutputBundle, source: string): OutputChunk {
  const found = Object.values(bundle).find(
    (output): output is OutputChunk =>
      output.type === 'chunk' && (output.facadeModuleId ?? '').endsWith(source),
  );
  if (!found) throw new Error(`no chunk for ${source} in the build`);
  return found;
}

/** The chunk's file and those of everything it imports statically, transitively. */
function withStaticImports(bundle: OutputBundle, chunk: OutputChunk): string[] {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const output = bundle[file];
    if (output?.type === 'chunk') output.imports.forEach(visit);
  };
  visit(chunk.fileName);
  return [...files];
}

export function surveyPreloads(): Plugin {
  let outDir = 'dist';
  return {
    name: 'prca-survey-preloads',
    apply: 'build',
    // Before precompress (the plugin after it), so that the pages are compressed too.
    enforce: 'pre',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const shell = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const alreadyNamed = new Set(
        [...shell.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]),
      );
      const route = withStaticImports(bundle, chunkOf(bundle, SURVEY_ROUTE));
      for (const language of ['vi', 'en'] as const) {
        const texts = ['common', 'survey'].map(
          (namespace) => chunkOf(bundle, catalogue(language, namespace)).fileName,
        );
        const links = [...route, ...texts]
          .filter((file) => !alreadyNamed.has(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join('\n    ');
        const page = shell
          .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
          .replace('</head>', `\n    ${links}\n  </head>`);
        fs.writeFileSync(path.join(outDir, `survey.${language}.html`), page);
      }
    },
  };
}
