import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading';
import type { LocalSurveyResult } from '../../../lib/local-results';
import { useSurveySettings } from '../../../lib/survey-settings';
import { labModeFromUrl } from '../../../lib/respondent';
import { clearStudentsFromBrowser, keepStudentInTab } from '../../../lib/storage';
import { SurveyScreen } from './survey-screen';

/**
 * What the survey shows of results, which are another feature's: the route that puts the two
 * together (app/routes/survey-page.tsx) fills these in.
 */
export interface ResultViews {
  /**
   * The Results tab, of `respondent` only; `onTakeSurvey` switches back to the survey;
   * `withdraw`, where a result may be withdrawn from the list (a signed-in student's).
   */
  resultsTab: (
    respondent: string | null,
    onTakeSurvey: () => void,
    withdraw: ((responseId: string, onWithdrawn: () => void) => ReactNode) | undefined,
  ) => ReactNode;
  /** One result in full, on the completion step. */
  resultSummary: (result: LocalSurveyResult) => ReactNode;
}

/** Decides lab mode for this page, and keeps the student's state where lab mode says. */
function decideLabMode(labModeDefault: boolean): boolean {
  const labMode = labModeFromUrl(window.location.search, labModeDefault);
  keepStudentInTab(labMode);
  // Whatever an earlier visit left outside the tab is no student's to find here.
  if (labMode) clearStudentsFromBrowser();
  return labMode;
}

/**
 * /survey (SPEC.md section 2, issue 27's order of steps). Lab mode is decided once, before
 * anything of a student is read: it decides where that is kept (the tab, on a shared computer),
 * and it needs the study's default from the settings (kept from the last visit, else fetched).
 */
export function SurveyPage(views: ResultViews) {
  const { ready } = useTranslation('survey');
  const { settings, settled } = useSurveySettings();
  const known = settings !== null || settled;
  const [labMode, setLabMode] = useState(() =>
    known ? decideLabMode(settings?.labModeDefault ?? false) : null,
  );
  // On a first visit the study's default arrives with the settings.
  if (labMode === null && known) setLabMode(decideLabMode(settings?.labModeDefault ?? false));
  if (!ready || labMode === null) return <PageLoading />;
  return <SurveyScreen settings={settings} labMode={labMode} {...views} />;
}
