import { DEFAULT_LOCALE, isLocale, type Locale } from '@prca/core';
import type { FastifyRequest } from 'fastify';

/** The first of our languages that an Accept-Language header prefers, by q-value. */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, position) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { language: tag.split('-')[0]?.toLowerCase(), quality, position };
    })
    .filter((entry) => Number.isFinite(entry.quality) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.position - b.position);
  return ranked.map((entry) => entry.language).find(isLocale);
}

/** A respondent's language: the body's `locale`, else Accept-Language, else English. */
export function requestLocale(request: FastifyRequest): Locale {
  const body = request.body as { locale?: unknown } | undefined;
  if (body && typeof body === 'object' && isLocale(body.locale)) return body.locale;
  return localeFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LOCALE;
}
