import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../../../test/support/environment';
import { openTestDatabase } from '../../../test/support/database';
import type { DatabaseHandle } from '../client';
import { queryRows } from '../query-rows';
import { SURVEY_RESPONSE_TRIGGERS } from './survey-responses';

describe.each(BACKENDS)('the triggers on survey_responses on the %s database', (backend) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
  });
  afterAll(() => database.close());

  it('are the ones its schema file names', async () => {
    // Internal triggers are PostgreSQL's own (the foreign keys' checks), not the migrations'.
    const rows = await queryRows<{ name: string }>(
      database.db,
      sql`SELECT tgname AS name FROM pg_trigger
        WHERE tgrelid = 'survey_responses'::regclass AND NOT tgisinternal`,
    );
    const stored = rows.map((row) => row.name).sort();
    const named = SURVEY_RESPONSE_TRIGGERS.map((trigger) => trigger.name).sort();
    expect(stored).toEqual(named);
  });
});
