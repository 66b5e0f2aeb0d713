import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { localeFromAcceptLanguage } from './locale';
import { createSurveyEntry, type SurveyEntryOptions } from './survey-entry';

/**
 * The language of the page sent for / or /survey (the landing page already rendered, the
 * survey's shell naming its texts): the visitor's stored choice (the web app's language
 * cookie), else their browser's, else English, as the web app decides.
 */
function pageLanguage(request: FastifyRequest): 'vi' | 'en' {
  const stored = /(?:^|;\s*)i18nextLng=(vi|en)\b/.exec(request.headers.cookie ?? '')?.[1];
  if (stored === 'vi' || stored === 'en') return stored;
  return localeFromAcceptLanguage(request.headers['accept-language']) ?? 'en';
}

/**
 * The addresses that get a page of their own in the visitor's language (apps/web's build writes
 * them): / the landing page already rendered, /survey the shell that names the survey's code
 * and texts up front.
 */
const LANGUAGE_PAGES = new Map([
  ['/', 'landing'],
  ['/survey', 'survey'],
]);

/**
 * Serves the built web app at / when it exists. Any GET outside /api that matches no file is
 * a client-side route, so it receives index.html; the API's 404s stay JSON. With
 * `surveyEntry`, /survey comes with the study's sheet already in it (survey-entry.ts).
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  surveyEntry?: Omit<SurveyEntryOptions, 'distDir' | 'log'>,
): Promise<boolean> {
  const indexPath = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexPath)) return false;
  const entry = surveyEntry && createSurveyEntry({ ...surveyEntry, distDir, log: app.log });
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    // Hashed assets never change; index.html must always be fetched fresh.
    setHeaders(res, filePath) {
      res.setHeader(
        'Cache-Control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  app.get('/*', async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.callNotFound();
    }
    const requested = path.join(distDir, decodeURIComponent(request.url.split('?')[0] ?? '/'));
    const isFile =
      requested.startsWith(distDir + path.sep) &&
      fs.existsSync(requested) &&
      fs.statSync(requested).isFile();
    if (isFile) return reply.sendFile(path.relative(distDir, requested));
    const page = LANGUAGE_PAGES.get(request.url.split('?')[0] ?? '');
    if (page) {
      const language = pageLanguage(request);
      if (page === 'survey' && entry && (await entry.send(request, reply, language))) return reply;
      const file = `${page}.${language}.html`;
      // The cookie or the header decides which page comes: caches must keep them apart.
      reply.header('Vary', 'Accept-Language, Cookie');
      if (fs.existsSync(path.join(distDir, file))) return reply.sendFile(file);
    }
    // The sign-in callback's address holds a ticket: no Referer may carry it elsewhere.
    if (request.url.startsWith('/auth/callback')) reply.header('Referrer-Policy', 'no-referrer');
    return reply.sendFile('index.html');
  });
  return true;
}
