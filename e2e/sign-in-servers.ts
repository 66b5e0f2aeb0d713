/** Ports and credentials shared by the browser tests' sign-in provider and the app beside it. */
export const SIGN_IN_APP_PORT = 3212;
export const PROVIDER_PORT = 3213;
export const PROVIDER_CLIENT_SECRET = 'e2e-provider-client-secret';
export const TEST_ACCOUNT = {
  sub: 'student-lan',
  email: 'lan.nguyen@example.edu.vn',
  name: 'Nguyễn Lan',
  picture: 'https://example.edu.vn/lan.png',
};
