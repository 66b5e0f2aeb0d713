/**
 * What the survey asks of a student to know them again (issue 27's `respondentIdentity`):
 * - `anonymous`: nothing; results stay in this browser, with the guest key the server makes;
 * - `email`: an e-mail address (SPEC.md's quick session), or a provider sign-in where one is set up;
 * - `signIn`: a provider account only.
 * In every mode no administrator sees an e-mail address: the server keeps only a keyed hash.
 */
export const RESPONDENT_IDENTITIES = ['anonymous', 'email', 'signIn'] as const;
export type RespondentIdentity = (typeof RESPONDENT_IDENTITIES)[number];

/** A new installation asks for nothing; an existing one keeps `email` until a superadmin changes it. */
export const DEFAULT_RESPONDENT_IDENTITY: RespondentIdentity = 'anonymous';

/** Lab mode's idle returns, in seconds: the allowed range and the defaults (issue 27). */
export const LAB_RESULTS_IDLE_SECONDS = { min: 5, max: 3600, default: 180 } as const;
export const LAB_SURVEY_IDLE_SECONDS = { min: 5, max: 7200, default: 600 } as const;

/**
 * After the "are you still there?" question of lab mode appears, how long it waits for an answer
 * before the survey starts afresh for the next student.
 */
export const LAB_STILL_THERE_SECONDS = 60;
