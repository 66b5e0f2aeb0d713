import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading';
import { serverCopyLanguage, serverCopyReplaced } from '../../../components/server-copy';
import { currentLanguage } from '../../../i18n/current-language';
import type { LocalSurveyResult } from '../../../lib/local-results';
import { useSurveySettings } from '../../../lib/survey-settings';
import { labModeFromUrl } from '../../../lib/respondent';
import { STORAGE_KEYS, clearStudentsFromBrowser, keepStudentInTab } from '../../../lib/storage';
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

/** What a returning student left in this browser: their screen may be another than the sheet. */
const STUDENT_STATE = [
  STORAGE_KEYS.surveyProgress,
  STORAGE_KEYS.surveyClass,
  STORAGE_KEYS.surveyEmail,
  STORAGE_KEYS.surveyResponses,
  STORAGE_KEYS.authToken,
  STORAGE_KEYS.labMode,
];

function keptOfAStudent(): boolean {
  try {
    return [window.localStorage, window.sessionStorage].some((storage) =>
      STUDENT_STATE.some((key) => storage.getItem(key) !== null),
    );
  } catch {
    return false;
  }
}

/**
 * The sheet the server sent in the page (components/server-copy.ts) is a newcomer's first
 * screen in the server's choice of language: for a returning student, or in another language,
 * the loading ring takes its place until this screen draws its own.
 */
function dropServerCopyOfAnother(): void {
  const language = serverCopyLanguage();
  if (language !== undefined && (language !== currentLanguage() || keptOfAStudent())) {
    serverCopyReplaced();
  }
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
  dropServerCopyOfAnother();
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
