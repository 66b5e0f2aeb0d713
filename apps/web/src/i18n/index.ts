import i18n, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, currentLanguage, type Language } from './current-language';

export { LANGUAGES, currentLanguage, type Language } from './current-language';

function primaryLanguage(tag: string): string {
  return tag.toLowerCase().split(/[-_]/)[0] ?? '';
}

function isOurs(language: string): language is Language {
  return (LANGUAGES as readonly string[]).includes(language);
}

// Each namespace of each language is its own small chunk, fetched when a screen needs it.
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = catalogues[`./locales/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`no catalogue ${language}/${namespace}`), false);
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

/*
 * SPEC.md section 1: after the stored and session choices, the browser's language, and the
 * page's only when the browser names none. The detector's own "navigator" and "htmlTag" are
 * tried in turn, so a French browser fell through to the page's lang="vi"; this one answers
 * English for a browser language we do not have (English is the fallback).
 */
const browserLanguage = new LanguageDetector();
browserLanguage.addDetector({
  name: 'browserThenPage',
  lookup() {
    const named = [...(navigator.languages ?? []), navigator.language].filter(Boolean);
    if (named.length === 0) return document.documentElement.lang || undefined;
    return named.map(primaryLanguage).find(isOurs) ?? 'en';
  },
});

void i18n
  .use(lazyCatalogues)
  .use(browserLanguage)
  .use(initReactI18next)
  .init({
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    // English is the fallback for any other language; Vietnamese needs none, since a test
    // keeps both catalogues' keys identical, and loading English too would double the download.
    fallbackLng: { vi: [], default: ['en'] },
    ns: ['common'],
    defaultNS: 'common',
    // SPEC.md section 1: stored choice, session choice, browser language, page language.
    detection: {
      order: ['localStorage', 'sessionStorage', 'browserThenPage'],
      lookupLocalStorage: 'i18nextLng',
      lookupSessionStorage: 'i18nextLng',
      // The cookie tells the server which prerendered landing page to send (apps/api).
      caches: ['localStorage', 'sessionStorage', 'cookie'],
      lookupCookie: 'i18nextLng',
      cookieOptions: { path: '/', sameSite: 'lax' },
      cookieMinutes: 60 * 24 * 365,
      // What is stored is ours, "vi" or "en", never "en-US" or a language we do not have.
      convertDetectedLanguage: (language) => {
        const primary = primaryLanguage(language);
        return isOurs(primary) ? primary : language;
      },
    },
    interpolation: { escapeValue: false },
  });

// The page's language for screen readers and hyphenation: ours, not the browser's "en-US".
i18n.on('languageChanged', () => {
  document.documentElement.lang = currentLanguage();
});

export default i18n;
