import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { LandingPage } from '../features/landing/components/landing-page';
import type { Language } from '../i18n/current-language';
import enCommon from '../i18n/locales/en/common.json';
import enLanding from '../i18n/locales/en/landing.json';
import viCommon from '../i18n/locales/vi/common.json';
import viLanding from '../i18n/locales/vi/landing.json';

const RESOURCES = {
  en: { common: enCommon, landing: enLanding },
  vi: { common: viCommon, landing: viLanding },
};

/**
 * The landing page as HTML, rendered at build time (vite.config.ts) in one language, so that a
 * phone on a slow connection shows its text and call to action before any JavaScript runs.
 * Returns the page's body, its title and its description (for search results and share cards).
 */
export async function renderLanding(
  language: Language,
): Promise<{ html: string; title: string; description: string }> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: RESOURCES,
    ns: ['common', 'landing'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  const rendered = renderToString(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>
    </I18nextProvider>,
  );
  // React puts the page's <title> where the component has it; the head is where it belongs.
  const title = /<title>(.*?)<\/title>/s.exec(rendered)?.[1] ?? '';
  return {
    html: rendered.replace(/<title>.*?<\/title>/s, ''),
    title,
    description: RESOURCES[language].landing.pageDescription,
  };
}

/** The app's loading screen in one language, as the survey's page shows it before its code runs. */
export function renderLoading(language: Language): string {
  return renderToString(<PageLoading label={RESOURCES[language].common.loading} />);
}
