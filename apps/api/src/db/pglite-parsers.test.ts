import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  integer,
  interval,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDrizzleParsers } from './pglite-parsers';

const sample = pgTable('sample', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  localAt: timestamp('local_at').notNull(),
  day: date('day').notNull(),
  span: interval('span').notNull(),
  amount: numeric('amount').notNull(),
  amounts: numeric('amounts').array().notNull(),
  ats: timestamp('ats', { withTimezone: true }).array().notNull(),
  words: text('words').array().notNull(),
  open: boolean('open').notNull(),
  details: jsonb('details').notNull(),
});

/** Every way the app reads: the query builder, raw SQL, each also in a transaction. */
type Db = ReturnType<typeof drizzle>;
async function readEverything(db: Db) {
  const raw = sql`SELECT *, ARRAY[sum(amount), 2.5]::numeric[] AS sums,
      array_agg(day) AS days, now() > at AS past FROM sample GROUP BY id ORDER BY id`;
  return {
    built: await db.select().from(sample).orderBy(sample.id),
    raw: (await db.execute(raw)).rows,
    inTransaction: await db.transaction(async (tx) => ({
      built: await tx.select().from(sample).orderBy(sample.id),
      raw: (await tx.execute(raw)).rows,
    })),
  };
}

// Drizzle's parsers, installed once on the client instead of sent with each query, must read
// every type exactly as drizzle reads it when it sends them.
describe('PGlite with drizzle’s parsers installed', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`CREATE TABLE sample (id int PRIMARY KEY, at timestamptz NOT NULL,
      local_at timestamp NOT NULL, day date NOT NULL, span interval NOT NULL,
      amount numeric NOT NULL, amounts numeric[] NOT NULL, ats timestamptz[] NOT NULL,
      words text[] NOT NULL, open boolean NOT NULL, details jsonb NOT NULL);
      INSERT INTO sample VALUES
        (1, '2026-11-30 07:15:00.123+07', '2026-11-30 07:15', '2026-11-30', '1 day 02:03:04',
         12.345, '{1.5,2}', '{"2026-01-01 00:00+00","2026-06-30 23:59:59.5+00"}',
         '{"Ôn tập","a,b","{x}"}', true, '{"lớp": "10A1", "n": [1, 2]}'),
        (2, '1999-12-31 23:59:59+00', '1999-12-31 23:59:59', '1999-12-31', '-3 months',
         -0.5, '{}', '{}', '{}', false, 'null');`);
  });
  afterAll(() => client?.close());

  it('reads every type as drizzle does without them, in and out of transactions', async () => {
    const expected = await readEverything(drizzle({ client }));
    const installed = await readEverything(drizzle({ client: withDrizzleParsers(client) }));
    expect(installed).toEqual(expected);
    expect(expected.built[0]).toMatchObject({
      at: new Date('2026-11-30T00:15:00.123Z'),
      amounts: ['1.5', '2'],
      words: ['Ôn tập', 'a,b', '{x}'],
      details: { lớp: '10A1', n: [1, 2] },
    });
  });

  it('leaves a query that asks for other parsers to them', async () => {
    const wrapped = withDrizzleParsers(client);
    const { rows } = await wrapped.query<{ n: string }>('SELECT 41 AS n', [], {
      parsers: { 23: (value: string) => `parsed ${value}` },
    });
    expect(rows).toEqual([{ n: 'parsed 41' }]);
  });
});
