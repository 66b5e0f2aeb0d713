import { forgetLocalResults } from './local-results';
import { STORAGE_KEYS, readText, remove, writeText } from './storage';
import type { SignedInUser } from './user-session';

/*
 * One student at a time: on a school's shared computer, whoever sits down next must never see
 * the previous student's answers or results. Everything the browser keeps of a respondent is
 * labelled with who they are (their account or their e-mail), and forgotten on leaving.
 */

/** Who is answering: the signed-in account, else the e-mail given at the gate. */
export function respondentOf(user: SignedInUser | null, email: string | null): string | null {
  if (user) return `account:${(user.email ?? user.name ?? '').toLowerCase()}`;
  return email ? `email:${email.toLowerCase()}` : null;
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
}

/**
 * School-lab mode: a computer that students take turns on. A class link turns it on
 * (`/survey?lab=1`, or any `class=` link), `?lab=0` off; the browser remembers it.
 */
export function labModeFromUrl(search: string): boolean {
  const params = new URLSearchParams(search);
  const lab = params.get('lab');
  if (lab === '0') remove(STORAGE_KEYS.labMode);
  else if (lab !== null || params.has('class')) writeText(STORAGE_KEYS.labMode, '1');
  return readText(STORAGE_KEYS.labMode) === '1';
}
