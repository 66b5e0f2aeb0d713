import { forgetLocalResults } from './local-results';
import { STORAGE_KEYS, readText, remove, writeText } from './storage';
import type { SignedInUser } from './user-session';

/*
 * One student at a time: on a school's shared computer, whoever sits down next must never see
 * the previous student's answers or results. Everything the browser keeps of a respondent is
 * labelled with who they are (their account or their e-mail; in the anonymous mode, this
 * browser), and forgotten on leaving.
 */

/** Whose results these are when nobody is asked who they are (the `anonymous` mode). */
export const THIS_BROWSER = 'browser';

/**
 * Who is answering: the signed-in account (by its id: the server keeps no e-mail of it), else
 * the e-mail given, else, where no e-mail is asked, whoever uses this browser.
 */
export function respondentOf(
  user: SignedInUser | null,
  email: string | null,
  asksNobody: boolean,
): string | null {
  if (user) return `account:${user.id}`;
  if (email) return `email:${email.toLowerCase()}`;
  return asksNobody ? THIS_BROWSER : null;
}

/**
 * Removes what this browser holds of a respondent who leaves the computer: their results, their
 * answers in progress, their e-mail and the guest key that shows their results by e-mail. A
 * submission still queued stays queued, so it reaches the server.
 */
export function forgetRespondent(respondent: string | null): void {
  if (respondent) forgetLocalResults(respondent);
  remove(STORAGE_KEYS.surveyProgress);
  remove(STORAGE_KEYS.surveyEmail);
  remove(STORAGE_KEYS.guestKey);
  remove(STORAGE_KEYS.surveyClass);
}

/**
 * School-lab mode is the teacher's choice (issue 27): `lab=1` in the address turns it on and
 * this browser remembers it (a school computer), `lab=0` turns it off and forgets it; otherwise
 * a remembered choice, else the study's default, decides. A class link alone never does.
 */
export function labModeFromUrl(search: string, labModeDefault: boolean): boolean {
  const lab = new URLSearchParams(search).get('lab');
  if (lab === '1') {
    writeText(STORAGE_KEYS.labMode, '1');
    return true;
  }
  if (lab === '0') {
    remove(STORAGE_KEYS.labMode);
    return false;
  }
  return readText(STORAGE_KEYS.labMode) === '1' || labModeDefault;
}
