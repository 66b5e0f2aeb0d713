/**
 * The ports of one browser-test run: the app on E2E_PORT (3210 by default), the app configured
 * for sign-in two above it and the provider three above, so that two checkouts can run their
 * browser tests side by side with different bases.
 */
export const APP_PORT = Number(process.env.E2E_PORT || 3210);
export const SIGN_IN_APP_PORT = APP_PORT + 2;
export const PROVIDER_PORT = APP_PORT + 3;

/** Credentials shared by the browser tests' sign-in provider and the app beside it. */
export const PROVIDER_CLIENT_SECRET = 'e2e-provider-client-secret';
export const TEST_ACCOUNT = {
  sub: 'student-lan',
  email: 'lan.nguyen@example.edu.vn',
  name: 'Nguyễn Lan',
  picture: 'https://example.edu.vn/lan.png',
};
