import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { LandingPage } from '../features/landing/components/landing-page';
import { ServerSheet } from '../features/survey/components/server-sheet';
import type { Language } from '../i18n/current-language';
import enCommon from '../i18n/locales/en/common.json';
import enLanding from '../i18n/locales/en/landing.json';
import enSurvey from '../i18n/locales/en/survey.json';
import viCommon from '../i18n/locales/vi/common.json';
import viLanding from '../i18n/locales/vi/landing.json';
import viSurvey from '../i18n/locales/vi/survey.json';
import { readSurveySettings } from '../lib/survey-settings';

const RESOURCES = {
  en: { common: enCommon, landing: enLanding, survey: enSurvey },
  vi: { common: viCommon, landing: viLanding, survey: viSurvey },
};

async function translator(language: Language) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: RESOURCES,
    ns: ['common', 'landing', 'survey'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  return i18n;
}

/** React puts a page's <title> where the component has it; the head is where it belongs. */
function withoutTitle(rendered: string): { html: string; title: string } {
  const title = /<title>(.*?)<\/title>/s.exec(rendered)?.[1] ?? '';
  return { html: rendered.replace(/<title>.*?<\/title>/s, ''), title };
}

/**
 * The landing page as HTML, rendered at build time (vite.config.ts) in one language, so that a
 * phone on a slow connection shows its text and call to action before any JavaScript runs.
 * Returns the page's body, its title and its description (for search results and share cards).
 */
export async function renderLanding(
  language: Language,
): Promise<{ html: string; title: string; description: string }> {
  const i18n = await translator(language);
  const rendered = renderToString(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { ...withoutTitle(rendered), description: RESOURCES[language].landing.pageDescription };
}

/**
 * /survey's first screen, the study's information sheet in one language, rendered by the API
 * at request time from its public settings (GET /api/settings/public's data) and sent in the
 * page, so that a slow phone shows the sheet's text before any JavaScript has run (apps/api's
 * http/survey-entry.ts; the API imports this module as built into dist-server/). Null when the
 * survey would not open on the sheet for a newcomer (closed, no sheet, a class code required):
 * the page then keeps its loading screen.
 */
export async function renderSurveyEntry(
  language: Language,
  publicSettings: unknown,
): Promise<{ html: string; title: string } | null> {
  const settings = readSurveySettings(publicSettings);
  if (!settings?.consent || !settings.acceptingResponses || settings.classCodeRequired) {
    return null;
  }
  // As SurveyScreen decides: lab mode asks nobody to sign in, so its results are the browser's.
  const identity = settings.respondentIdentity;
  const anonymous = identity === 'anonymous' || (identity === 'signIn' && settings.labModeDefault);
  const i18n = await translator(language);
  const rendered = renderToString(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/survey']}>
        <ServerSheet settings={settings} consent={settings.consent} anonymous={anonymous} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return withoutTitle(rendered);
}

/** The app's loading screen in one language, as the survey's page shows it before its code runs. */
export function renderLoading(language: Language): string {
  return renderToString(<PageLoading label={RESOURCES[language].common.loading} />);
}
