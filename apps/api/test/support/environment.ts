/** What the test environment provides; the one place tests read process.env. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

export type BackendName = 'embedded' | 'postgresql';

/** The databases every storage test runs on: always the embedded one, PostgreSQL when given. */
export const BACKENDS: BackendName[] = TEST_DATABASE_URL
  ? ['embedded', 'postgresql']
  : ['embedded'];
