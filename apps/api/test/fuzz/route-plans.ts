import type { CaseWeights } from './arbitrary-from-schema';
import type { FuzzWorld } from './fuzz-world';

/**
 * What sets one endpoint's fuzzing apart from the default. Every route the app registers is
 * fuzzed; only these need a word more, and a test checks that each names a real route.
 */
export interface RoutePlan {
  weights?: CaseWeights;
  /**
   * An accepted request hashes a password (argon2id, a tenth of a second and more): valid values
   * are rare, and near-misses the schema would still accept are dropped, to keep the run short.
   */
  hashesPasswords?: boolean;
  /** Logout ends the session it carries: each signed-in case brings a fresh one of this kind. */
  endsItsSession?: 'admin' | 'respondent';
  /** An accepted request deletes rows later cases look for: put them back after each. */
  restoreAfterAccepted?: boolean;
  /**
   * Each request comes from an address of its own: the login throttle's limit per address
   * (tested on its own) would otherwise refuse every case after the first 20 failures.
   */
  spreadAddresses?: boolean;
  /** Tables a refused request writes to by design. */
  writesWhenRefused?: string[];
  /** The stored ids this endpoint's requests draw on (by default, every id of the world). */
  knownIds?: (world: FuzzWorld) => string[];
  /** Why this endpoint cannot accept anything in the fuzzed world. */
  neverAccepts?: string;
  /** Whole valid bodies that random values would hardly ever hit (right credentials, say). */
  corpus?: (world: FuzzWorld) => unknown[];
  /** The share of bodies drawn from the corpus; 1 in 11 unless said. */
  corpusShare?: number;
}

const RARE_VALID: CaseWeights = { valid: 1, nearValid: 70, garbage: 30 };

export const ROUTE_PLANS: Record<string, RoutePlan> = {
  // Both waves must exist and differ: drawn from the world's two, a request gets through often
  // enough (about one in eight) for the matching and the figures to run, not only validation.
  'GET /api/admin/analytics/change': {
    knownIds: (world) => [world.ids.wave, world.ids.emptyWave],
  },
  // A failed login is recorded per username and address, for the throttle.
  'POST /api/admin/auth/login': {
    hashesPasswords: true,
    spreadAddresses: true,
    weights: RARE_VALID,
    writesWhenRefused: ['admin_login_failures'],
    // An account no other case names, so that failures never throttle it.
    corpus: (world) => [world.login],
  },
  'POST /api/admin/users': {
    hashesPasswords: true,
    weights: RARE_VALID,
    corpus: (world) => [{ username: 'fuzz-new', password: world.login.password, role: 'viewer' }],
    corpusShare: 0.01,
  },
  // Changing one's own password or permissions ends one's own sessions (that is tested beside
  // the route); here it would sign the fuzzer out, and so would changes to the viewer it uses.
  'PUT /api/admin/users/:id': {
    hashesPasswords: true,
    weights: RARE_VALID,
    knownIds: (world) => world.ids.targetAdmins,
    corpus: () => [{ role: 'researcher' }, { disabled: true }, { permissions: [] }, {}],
  },
  // Deleting oneself is refused (409) and stays in; deleting the viewer would end its session.
  // Accepted deletes remove fixtures that later cases look for, so they are put back.
  'DELETE /api/admin/users/:id': {
    restoreAfterAccepted: true,
    knownIds: (world) => [...world.ids.targetAdmins, world.ids.superadmin],
  },
  // A wrong current password counts as a failed login, for the throttle; the corpus changes the
  // caller's password to the one it had, so that later cases still sign in (issue 29).
  'POST /api/admin/auth/password': {
    hashesPasswords: true,
    spreadAddresses: true,
    weights: RARE_VALID,
    writesWhenRefused: ['admin_login_failures'],
    corpus: (world) => [
      { currentPassword: world.login.password, newPassword: world.login.password },
    ],
    // Each accepted change hashes with the app's full argon2id cost: a few are enough.
    corpusShare: 0.02,
  },
  'POST /api/admin/auth/logout': { endsItsSession: 'admin' },
  'POST /api/auth/logout': { endsItsSession: 'respondent' },
  'GET /api/admin/surveys/:id': { knownIds: (world) => world.ids.responses },
  'DELETE /api/admin/surveys/:id': {
    restoreAfterAccepted: true,
    knownIds: (world) => world.ids.responses,
  },
  'DELETE /api/admin/surveys/bulk-delete': {
    restoreAfterAccepted: true,
    knownIds: (world) => world.ids.responses,
  },
  // A researcher's keep or exclude (issue 17): a decision needs its reason.
  'PUT /api/admin/surveys/:id/quality': {
    knownIds: (world) => world.ids.responses,
    corpus: () => [
      { override: 'keep', reason: 'Đã hỏi lại học sinh' },
      { override: 'exclude', reason: 'Bấm liên tục một đáp án' },
      { override: null },
    ],
  },
  // A superadmin's look-up at a student's request (issue 27): the guest's address finds a row.
  'POST /api/admin/surveys/lookup-by-email': {
    corpus: (world) => [
      { email: world.guest.email, purpose: 'access' },
      { email: world.guest.email.toUpperCase(), purpose: 'erasure' },
    ],
  },
  'GET /api/surveys/:id': { knownIds: (world) => world.ids.responses },
  'DELETE /api/surveys/:id': {
    restoreAfterAccepted: true,
    knownIds: (world) => world.ids.responses,
  },
  'PATCH /api/surveys/sessions/:id': { knownIds: (world) => world.ids.surveySessions },
  // The study's structure: the world's school, wave and class; deletes take the ones no
  // submission names (a class with responses is never deleted) and are put back.
  'PUT /api/admin/schools/:id': { knownIds: (world) => [world.ids.school] },
  'DELETE /api/admin/schools/:id': {
    restoreAfterAccepted: true,
    knownIds: (world) => [world.ids.emptySchool],
  },
  'PUT /api/admin/waves/:id': { knownIds: (world) => [world.ids.wave] },
  'DELETE /api/admin/waves/:id': {
    restoreAfterAccepted: true,
    knownIds: (world) => [world.ids.emptyWave],
  },
  'PUT /api/admin/classes/:id': {
    knownIds: (world) => [world.ids.class],
    corpus: () => [{ open: false }, { open: true }, { enrolled: 38 }, {}],
  },
  'DELETE /api/admin/classes/:id': {
    restoreAfterAccepted: true,
    knownIds: (world) => [world.ids.emptyClass],
  },
  'POST /api/admin/classes': {
    corpus: (world) => [
      { schoolId: world.ids.school, waveId: world.ids.wave, name: '10A9', grade: 'grade10' },
    ],
  },
  'POST /api/admin/classes/bulk': {
    corpus: (world) => [
      {
        schoolId: world.ids.school,
        waveId: world.ids.wave,
        classes: [{ name: '11B2', grade: 'grade11' }],
      },
    ],
  },
  'POST /api/surveys/sealed': {
    neverAccepts:
      "a body is opened only when sealed to the server's key (surveys/sealed/routes.test.ts)",
  },
  'POST /api/auth/exchange': {
    neverAccepts: 'a ticket comes only from a provider sign-in, which has its own tests',
  },
  'GET /api/auth/google': {
    neverAccepts: 'provider sign-in is off in the test configuration (404)',
  },
  'GET /api/auth/google/callback': {
    neverAccepts: 'provider sign-in is off in the test configuration (404)',
  },
};

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
