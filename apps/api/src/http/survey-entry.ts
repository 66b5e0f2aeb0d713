import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

type Language = 'vi' | 'en';

/** apps/web's src/app/prerender.tsx `renderSurveyEntry`, as built into dist-server/. */
export type RenderSurveyEntry = (
  language: Language,
  publicSettings: unknown,
) => Promise<{ html: string; title: string } | null>;

interface Page {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export interface SurveyEntryOptions {
  /** The built web app (survey-entry.{vi,en}.html, written by its build). */
  distDir: string;
  /** What GET /api/settings/public answers: the sheet, the contact, whether the survey is open. */
  publicSettings: () => Promise<unknown>;
  log: FastifyBaseLogger;
  /** The renderer; by default the web app's server build beside distDir (dist-server/). */
  render?: () => Promise<RenderSurveyEntry>;
}

async function builtRenderer(distDir: string): Promise<RenderSurveyEntry> {
  const file = path.join(path.dirname(distDir), 'dist-server', 'prerender.js');
  const module = (await import(pathToFileURL(file).href)) as { renderSurveyEntry?: unknown };
  if (typeof module.renderSurveyEntry !== 'function') {
    throw new Error(`${file} has no renderSurveyEntry`);
  }
  return module.renderSurveyEntry as RenderSurveyEntry;
}

/** The page with the sheet in its root, kept inert until the app replaces it. */
function compose(template: string, rendered: { html: string; title: string }): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error('survey-entry page has no empty root');
  return template
    .replace(/<title>.*?<\/title>/s, () => `<title>${rendered.title}</title>`)
    .replace(
      root,
      () => `<div id="root" data-server-copy="/survey"><div inert="">${rendered.html}</div></div>`,
    );
}

/**
 * /survey with the study's information sheet already in it (issue 31: a slow phone painted the
 * sheet only after React's first render, Lighthouse 86). The web app's own components render it
 * (app/prerender.tsx, built for Node into dist-server/) in the visitor's language, once per
 * language and version of the public settings: a change of the sheet, the contact or the
 * survey's state makes a new page at the next request. The page is compressed once, as the
 * build compresses its files. Whenever the survey would not open on the sheet (closed, a class
 * code required, a class link, lab mode asked for) or anything fails, `send` answers false and
 * the caller sends the usual page with its loading screen.
 */
export function createSurveyEntry({
  distDir,
  publicSettings,
  log,
  render = () => builtRenderer(distDir),
}: SurveyEntryOptions) {
  let renderer: Promise<RenderSurveyEntry> | undefined;
  // Once: a build without dist-server/ would otherwise log on every visit to /survey.
  let warned = false;
  // Per language, the page for one version of the settings (null: that version has none).
  const pages = new Map<Language, { settings: string; page: Promise<Page | null> }>();

  async function build(language: Language, settings: unknown): Promise<Page | null> {
    renderer ??= render();
    const rendered = await (await renderer)(language, settings);
    if (!rendered) return null;
    const template = await fs.promises.readFile(
      path.join(distDir, `survey-entry.${language}.html`),
      'utf8',
    );
    const identity = Buffer.from(compose(template, rendered));
    return {
      identity,
      gzip: zlib.gzipSync(identity, { level: 9 }),
      br: zlib.brotliCompressSync(identity),
    };
  }

  async function page(language: Language): Promise<Page | null> {
    const settings = await publicSettings();
    const key = JSON.stringify(settings);
    const kept = pages.get(language);
    if (kept?.settings === key) return kept.page;
    const made = build(language, settings);
    pages.set(language, { settings: key, page: made });
    // A failed render is not kept: the next request tries again (and falls back meanwhile).
    // A renderer that cannot be loaded stays so until a restart (it is read from the build).
    made.catch(() => {
      if (pages.get(language)?.page === made) pages.delete(language);
    });
    return made;
  }

  return {
    /** Sends /survey with the sheet in it; false when it did not (the caller sends the shell). */
    async send(request: FastifyRequest, reply: FastifyReply, language: Language): Promise<boolean> {
      // A class link opens on its class, ?lab= changes the top bar: the app decides those.
      if (request.url !== '/survey') return false;
      let found: Page | null;
      try {
        found = await page(language);
      } catch (error) {
        if (!warned) log.warn({ err: error }, 'the survey’s first screen could not be rendered');
        warned = true;
        return false;
      }
      if (!found) return false;
      const accepted = String(request.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
      reply.header('Content-Type', 'text/html; charset=utf-8');
      reply.header('Cache-Control', 'no-cache');
      reply.header('Vary', 'Accept-Language, Cookie, Accept-Encoding');
      if (encoding) reply.header('Content-Encoding', encoding);
      void reply.send(encoding ? found[encoding] : found.identity);
      return true;
    },
  };
}

export type SurveyEntry = ReturnType<typeof createSurveyEntry>;
