/// <reference lib="webworker" />
import { matchPrecache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

/*
 * The prerendered landing page for a returning visitor (issue 16). Every other navigation gets
 * the precached index.html, the empty app shell, which on a poor connection or none showed
 * nothing at `/` until the app's code had run. Here `/` is answered with landing.vi.html or
 * landing.en.html from the same precache, in the language the server would choose (the
 * i18nextLng cookie, else the browser's languages, else English): its text and call to action
 * show before any JavaScript runs, and its boot.js starts the app as on a first visit.
 */
const LANGUAGES = ['vi', 'en'] as const;
type Language = (typeof LANGUAGES)[number];

function ours(tag: string | undefined): Language | null {
  const primary = String(tag ?? '')
    .toLowerCase()
    .split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === primary) ?? null;
}

interface CookieStore {
  get(name: string): Promise<{ value: string } | null>;
}

/**
 * The cookie the app stores its choice in (src/i18n) is readable here only with the Cookie Store
 * API (in every current browser since 2025, not in older ones); without it the browser's
 * languages decide, and the app switches to the stored choice once it starts.
 */
async function landingLanguage(): Promise<Language> {
  const cookieStore = (self as unknown as { cookieStore?: CookieStore }).cookieStore;
  const stored = await cookieStore?.get('i18nextLng').catch(() => null);
  const named = [stored?.value, ...self.navigator.languages, self.navigator.language];
  return named.map((tag) => ours(tag ?? undefined)).find((language) => language !== null) ?? 'en';
}

/** Registered before the precache's own route, which would answer `/` with the shell. */
export function answerLandingFromPrecache(): void {
  registerRoute(
    ({ request, url }) => request.mode === 'navigate' && url.pathname === '/',
    async ({ request }) => {
      const page = await matchPrecache(`/landing.${await landingLanguage()}.html`);
      // Not kept (a cache the browser evicted): the server's page, else the app's shell.
      if (page) return page;
      try {
        return await fetch(request);
      } catch {
        return (await matchPrecache('/index.html')) ?? Response.error();
      }
    },
  );
}
