import { useTranslation } from 'react-i18next';
import type { SurveySettings } from '../../../lib/survey-settings';
import { SheetStep } from './sheet-step';
import { StatusNotes } from './status-notes';
import { ClassLine } from './survey-entry';
import { SurveyFooter } from './survey-footer';
import { TopBar } from './top-bar';

const nothing = () => {};

/**
 * The survey's first screen for a visitor this browser knows nothing of, as SurveyScreen draws
 * it (the same frame, top bar, sheet and footer), for the server to send with /survey
 * (app/prerender.tsx, apps/api's http/survey-entry.ts) so that the sheet's text shows before any
 * JavaScript runs. It must stay SurveyScreen's markup: the app replaces it with its own, and a
 * difference would move the page (a browser test compares the two).
 */
export function ServerSheet({
  settings,
  consent,
  anonymous,
}: {
  settings: SurveySettings;
  consent: NonNullable<SurveySettings['consent']>;
  /** Nobody is asked who they are: the results tab is this browser's from the start. */
  anonymous: boolean;
}) {
  const { t } = useTranslation('survey');
  return (
    <div className="min-h-screen bg-slate-50">
      <title>{`${t('sheet.title')} – ${t('title')}`}</title>
      <TopBar
        user={null}
        email={null}
        showTabs={anonymous}
        tab="survey"
        onTab={nothing}
        onChangeEmail={nothing}
        onLogout={nothing}
      />
      <main id="main" className="mx-auto max-w-3xl px-4 py-6">
        <StatusNotes waiting={0} notice={null} />
        <div className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
          <SheetStep
            settings={settings}
            consent={consent}
            classLine={<ClassLine choice={{ chosen: null }} onChange={nothing} />}
            onAgree={nothing}
            onDecline={nothing}
          />
        </div>
      </main>
      <SurveyFooter />
    </div>
  );
}
