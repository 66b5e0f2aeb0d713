import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createServer, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { MANIFEST } from './build/manifest.ts';
import { inLanguage } from './build/page-language.ts';
import { surveyPage, surveyPreloads } from './build/survey-preloads.ts';

/**
 * Writes .br and .gz beside every text asset, so the server sends compressed files without
 * compressing on each request (phones on slow connections download a third as much).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'prca-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const full = path.join(dir, entry.name);
          return entry.isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json)$/.test(file) || file.includes(`${path.sep}.vite${path.sep}`))
          continue;
        const content = fs.readFileSync(file);
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
      }
    },
  };
}

/**
 * The landing pages (and /survey with its sheet in it) load public/boot.js instead of the app's entry: it starts the entry once
 * the page has been painted, so that the prerendered text is the largest contentful paint and
 * the app's code does not compete with it for a slow connection. The entry's preloads go too,
 * for the same reason (the entry fetches them itself).
 */
function startAfterPaint(shell: string, preloads: string[] = []): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(shell);
  if (!entry) throw new Error('index.html has no module entry for the landing pages to start');
  // The survey's chunks and texts, which boot.js names as it starts the entry: one round trip.
  const preload = preloads.length ? ` data-preload="${preloads.join(' ')}"` : '';
  return shell
    .replace(entry[0], `<script src="/boot.js" data-app="${entry[1]}"${preload} defer></script>`)
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
}

/**
 * Writes landing.vi.html and landing.en.html: index.html with the landing page already in it,
 * in that language (src/app/prerender.tsx), which the server sends for / (apps/api's
 * http/web-app.ts). The text and the call to action show before any JavaScript has run. And
 * survey.vi.html, survey.en.html, which it sends for /survey (build/survey-preloads.ts), and
 * survey-entry.vi.html, survey-entry.en.html, into which it renders the study's sheet.
 */
function prerenderPages(): Plugin {
  let root = '';
  let outDir = 'dist';
  return {
    name: 'prca-prerender-pages',
    apply: 'build',
    // Before precompress (the plugin after it), so that the pages are compressed too.
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const server = await createServer({
        root,
        configFile: false,
        plugins: [react()],
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
        logLevel: 'error',
      });
      try {
        const { renderLanding, renderLoading } =
          await server.ssrLoadModule('/src/app/prerender.tsx');
        const shell = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
        for (const language of ['vi', 'en'] as const) {
          const { html, title, description } = await renderLanding(language);
          // index.html's description is Vietnamese: every page gets its own language's.
          const own = inLanguage(shell, language, description);
          const page = startAfterPaint(own)
            .replace(/<title>.*?<\/title>/s, `<title>${title}</title>`)
            .replace(
              '<div id="root"></div>',
              `<div id="root" data-prerendered="${language}">${html}</div>`,
            );
          fs.writeFileSync(path.join(outDir, `landing.${language}.html`), page);
          const survey = surveyPage(own, bundle, language, await renderLoading(language));
          fs.writeFileSync(path.join(outDir, `survey.${language}.html`), survey);
          // What the API fills with the study's sheet at request time (http/survey-entry.ts):
          // started after the first paint, as the landing pages are, for the same reason.
          const entry = startAfterPaint(own, surveyPreloads(own, bundle, language));
          fs.writeFileSync(path.join(outDir, `survey-entry.${language}.html`), entry);
        }
      } finally {
        await server.close();
      }
    },
  };
}

/**
 * Offline first (issue 16): the service worker is ours (src/app/service-worker/sw.ts), built into
 * /sw.js with the list of files to precache injected: every screen's code and both languages'
 * texts. `prompt` (without a prompt): a new version waits until every tab of the app is closed,
 * so it starts next time, never in the middle of a survey.
 */
const offline = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/app/service-worker',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: 'script-defer',
  includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
  manifest: MANIFEST,
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
  },
});

/**
 * `vite build --ssr` (the build script's second step): src/app/prerender.tsx as a Node module in
 * dist-server/, which the API imports to render /survey's information sheet into the page at
 * request time (apps/api's http/survey-entry.ts) without transpiling the web app as it runs.
 * Core is bundled in (it is TypeScript consumed from source); the npm packages stay imports.
 */
const serverRendering = {
  plugins: [react()],
  ssr: { noExternal: ['@prca/core'] },
  build: {
    outDir: 'dist-server',
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: false,
  },
};

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? serverRendering
    : {
        plugins: [react(), tailwindcss(), offline, prerenderPages(), precompress()],
        build: {
          // The server's budget check reads this to find each route's chunks.
          manifest: true,
          sourcemap: false,
        },
        server: {
          proxy: { '/api': 'http://localhost:3000' },
        },
      },
);
