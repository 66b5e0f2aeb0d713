/**
 * The ports of one browser-test run: the app on E2E_PORT (3210 by default), the app configured
 * for sign-in two above it, the provider three above and the settings app four above, so that
 * two checkouts can run their browser tests side by side with different bases.
 *
 * What each app is for (e2e/global-setup.ts sets each one up before any test):
 * - the app: a new installation as a school gets it (`anonymous`); every spec that does not
 *   say otherwise. Lab mode's idle times are short there (LAB_IDLE_SECONDS).
 * - the sign-in app: respondents give an e-mail or sign in with the test provider (`email`).
 * - the settings app: for specs that change what every student is shown (the identity mode,
 *   the information sheet), which would otherwise change the other specs' surveys under them.
 * - the linking app, five above: its waves are linked (`linkWaves`, issue 32), so that every
 *   submission there must answer the linking questions; on the other apps it would refuse the
 *   submissions of every other spec, and turning it on and off bumps the settings app's sheet.
 */
export const APP_PORT = Number(process.env.E2E_PORT || 3210);
export const SIGN_IN_APP_PORT = APP_PORT + 2;
export const PROVIDER_PORT = APP_PORT + 3;
export const SETTINGS_APP_PORT = APP_PORT + 4;
export const LINKING_APP_PORT = APP_PORT + 5;

export const SIGN_IN_APP_URL = `http://127.0.0.1:${SIGN_IN_APP_PORT}`;
export const SETTINGS_APP_URL = `http://127.0.0.1:${SETTINGS_APP_PORT}`;
export const LINKING_APP_URL = `http://127.0.0.1:${LINKING_APP_PORT}`;

/** Lab mode's idle times on the app, short enough for a test to wait them out. */
export const LAB_IDLE_SECONDS = { results: 6, survey: 8 } as const;

/** Credentials shared by the browser tests' sign-in provider and the app beside it. */
export const PROVIDER_CLIENT_SECRET = 'e2e-provider-client-secret';
export const TEST_ACCOUNT = {
  sub: 'student-lan',
  email: 'lan.nguyen@example.edu.vn',
  name: 'Nguyễn Lan',
  picture: 'https://example.edu.vn/lan.png',
};

/**
 * More accounts at the provider, each chosen by sending its `sub` as the `x-test-account` header
 * to the provider's login step: per language, a student who reads their own change since the
 * last wave and five classmates who answered both waves too (own-change.spec.ts, issue 32).
 */
export const WAVE_ACCOUNTS = (['vi', 'en'] as const).flatMap((language) =>
  Array.from({ length: 6 }, (_, index) => ({
    sub: `wave-${language}-${index}`,
    email: `wave-${language}-${index}@example.edu.vn`,
    name: index === 0 ? 'Trần Minh Khoa' : `Bạn cùng lớp ${index}`,
    picture: 'https://example.edu.vn/student.png',
  })),
);
