import i18n, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, currentLanguage } from './current-language';

export { LANGUAGES, currentLanguage, type Language } from './current-language';

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

void i18n
  .use(lazyCatalogues)
  .use(LanguageDetector)
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
      order: ['localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupLocalStorage: 'i18nextLng',
      lookupSessionStorage: 'i18nextLng',
      caches: ['localStorage', 'sessionStorage'],
    },
    interpolation: { escapeValue: false },
  });

// The page's language for screen readers and hyphenation: ours, not the browser's "en-US".
i18n.on('languageChanged', () => {
  document.documentElement.lang = currentLanguage();
});

export default i18n;
