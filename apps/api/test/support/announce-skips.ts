import { TEST_DATABASE_URL } from './environment';

/** Says once, at the start of the run, which tests will not run and how to run them. */
export default function announceSkips(): void {
  if (!TEST_DATABASE_URL) {
    process.stdout.write(
      'Skipping the PostgreSQL runs of the API tests: set TEST_DATABASE_URL=postgres://user:pass@host:5432/db to run them.\n',
    );
  }
}
