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

  it('write the pending table its schema file names, and no other', async () => {
    const rows = await queryRows<{ name: string; source: string }>(
      database.db,
      sql`SELECT t.tgname AS name, p.prosrc AS source FROM pg_trigger AS t
        JOIN pg_proc AS p ON p.oid = t.tgfoid
        WHERE t.tgrelid = 'survey_responses'::regclass AND NOT t.tgisinternal`,
    );
    const written = Object.fromEntries(
      rows.map(({ name, source }) => [name, [...new Set(source.match(/\b\w+_pending\b/g))]]),
    );
    const named = Object.fromEntries(
      SURVEY_RESPONSE_TRIGGERS.map(({ name, pendingTable }) => [
        name,
        pendingTable ? [pendingTable] : [],
      ]),
    );
    expect(written).toEqual(named);
  });
});
