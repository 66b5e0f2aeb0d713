/**
 * Every PostgreSQL advisory lock the API takes, in one place, so that two pieces of work never
 * share a key by accident (advisory-locks.test.ts checks that the keys are distinct, that they
 * rise in the order the locks were added, and that no lock is taken with a key from elsewhere).
 *
 * A key's number is part of the protocol between instances: during a rolling upgrade, an
 * instance of the older version and one of the newer must take the same number to exclude
 * each other. Never change a number; a new lock goes at the end with a new one, above the rest.
 */
export const ADVISORY_LOCKS = {
  /**
   * Applying the migrations (db/postgres.ts), held for the session: instances starting together
   * take turns, so that no two run the same migration at once.
   */
  migrations: 7_240_024,
  /**
   * Folding the pending reliability sums into the kept cells
   * (kept/reliability-sums/cells.ts): two folds (two instances, or a request and the
   * hourly job) would otherwise add the same batch twice.
   */
  reliabilityFold: 2_024_240_001,
  /**
   * One round of the retention rules (jobs/guest-retention.ts), tried rather than waited for:
   * when several instances share a database, one does the round and the others skip it.
   */
  guestRetention: 2_024_240_002,
  /**
   * Folding the pending response cells into the kept cells
   * (kept/response-cells/cells.ts), tried rather than waited for: reads are
   * exact either way, and two folds must never add the same rows twice.
   */
  responseCellsFold: 2_024_240_003,
  /**
   * Folding the pending "other" cause texts into their kept counts and analyses
   * (kept/other-cause-texts/texts.ts): the same batch must never be added twice.
   */
  otherCauseTextsFold: 2_024_240_010,
  /**
   * Every change to the admin accounts (admin-users/repository.ts): two requests that each check
   * "another superadmin remains" cannot both pass and both write.
   */
  adminAccounts: 2_024_240_012,
  /**
   * Every login try (admin-auth/repository.ts), a few milliseconds each: concurrent tries see
   * each other's failures, so no more passwords are checked than the throttle allows.
   */
  adminLogin: 2_024_240_013,
  /**
   * Adding a version of the information sheet (settings/consent-versions.ts): two instances
   * saving at once number their versions one after the other, never both the same.
   */
  consentVersions: 2_024_240_027,
  /**
   * Matching two waves again after their responses changed
   * (modules/admin-analytics/change/matching.ts): two readers at once (researchers, the
   * analysis package, the hourly job of kept/wave-pairs-job.ts) would both replace the pair's
   * kept matches; the second waits and finds them fresh.
   */
  waveMatching: 2_024_240_032,
  /**
   * Storing a respondent's response (modules/surveys/store-responses.ts), held until the
   * transaction ends: two instances storing one student's identical answers at once would each
   * miss the other's, and neither would be flagged as the duplicate. The one lock taken with a
   * second key (the respondent's hash), so PostgreSQL takes this number as an int4.
   */
  respondentSubmissions: 2_024_240_033,
} as const;

export type AdvisoryLockName = keyof typeof ADVISORY_LOCKS;
