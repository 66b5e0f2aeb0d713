import type { Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/*
 * /survey is where a student on a phone starts, often on a slow connection. Served the plain
 * index.html, the browser learns of the survey's code only once the entry has run, and of the
 * survey's texts only once that code has run: three round trips one after the other before the
 * first screen (Lighthouse on /survey, simulated slow 4G: largest paint 3.1-3.6 s). The pages
 * written here are index.html with every chunk the survey's first screen needs named up front
 * (modulepreload), in the visitor's language, so all of it downloads at once. The server sends
 * them for /survey (apps/api's http/web-app.ts), choosing the language as for the landing page;
 * vite.config.ts writes them with the landing pages.
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

/** The files the survey's first screen needs that the shell does not name already. */
export function surveyPreloads(
  shell: string,
  bundle: OutputBundle,
  language: 'vi' | 'en',
): string[] {
  const alreadyNamed = new Set(
    [...shell.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]),
  );
  const route = withStaticImports(bundle, chunkOf(bundle, SURVEY_ROUTE));
  const texts = ['common', 'survey'].map(
    (namespace) => chunkOf(bundle, catalogue(language, namespace)).fileName,
  );
  return [...route, ...texts].filter((file) => !alreadyNamed.has(file)).map((file) => `/${file}`);
}

/**
 * survey.{language}.html: the shell with every chunk the survey's first screen needs named up
 * front, and with `loading` (the app's own loading screen in that language, which React
 * replaces when it starts) already in its root, so that a slow phone shows the page at once
 * rather than a blank one while the code downloads.
 */
export function surveyPage(
  shell: string,
  bundle: OutputBundle,
  language: 'vi' | 'en',
  loading: string,
): string {
  const links = surveyPreloads(shell, bundle, language)
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join('\n    ');
  return shell
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace('</head>', `\n    ${links}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${loading}</div>`);
}
