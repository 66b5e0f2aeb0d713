import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { BACKENDS } from '../../test/support/environment';
import { VALID_DEMOGRAPHICS, validSubmission } from '../../test/support/submissions';
import { queryRows } from '../db/query-rows';
import { signInAttempts, surveyResponses } from '../db/schema';
import { KEPT_FIGURES } from '../kept';

/** Rows left per pending table of a kept figure, expired sign-ins and unflagged responses. */
type Leftovers = Record<string, number>;

const PENDING_TABLES = KEPT_FIGURES.flatMap((figure) => figure.pendingTables);

describe.each(BACKENDS)('the background jobs on the %s database', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  /**
   * What each job clears: every kept figure's pending rows, the expired sign-ins, the responses
   * without flags.
   */
  async function leftovers(): Promise<Leftovers> {
    const pending = PENDING_TABLES.map(
      (table) =>
        sql`(SELECT count(*) FROM ${sql.identifier(table)})::int AS ${sql.identifier(table)}`,
    );
    const [row] = await queryRows<Leftovers>(
      t.database.db,
      sql`SELECT ${sql.join(pending, sql`, `)},
        (SELECT count(*) FROM sign_in_attempts)::int AS "expiredSignIns",
        (SELECT count(*) FROM survey_responses WHERE quality_basis IS NULL)::int AS "unflagged"`,
    );
    return row!;
  }

  it('made with the services, each run once as soon as they start', async () => {
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/surveys',
      payload: validSubmission({
        demographics: { ...VALID_DEMOGRAPHICS, causes: ['other'], causesOtherText: 'Sợ sai' },
      }),
    });
    const { id } = submitted.json().data;
    // As a response stored before the flags existed, and a sign-in abandoned yesterday.
    await t.database.db
      .update(surveyResponses)
      .set({ qualityBasis: null })
      .where(eq(surveyResponses.id, id));
    await t.database.db.insert(signInAttempts).values({
      state: 'abandoned',
      codeVerifier: 'verifier',
      nonce: 'nonce',
      browserBindingHash: 'hash',
      expiresAt: new Date(Date.now() - 24 * 60 * 60 * 1000),
    });
    const nothingLeft: Leftovers = {
      ...Object.fromEntries(PENDING_TABLES.map((table) => [table, 0])),
      expiredSignIns: 0,
      unflagged: 0,
    };
    const before = await leftovers();
    for (const key of Object.keys(nothingLeft)) {
      expect(before[key], key).toBeGreaterThan(0);
    }

    const stop = t.app.jobs.start();
    try {
      await expect.poll(leftovers, { timeout: 20_000, interval: 100 }).toEqual(nothingLeft);
    } finally {
      stop();
      await t.app.backgroundWork();
    }
  });
});

describe('the vacuum of the embedded database, which has no autovacuum', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('embedded');
  });
  afterAll(() => t.close());

  /** The pages of the responses' table that VACUUM last found visible to every transaction. */
  async function allVisiblePages(): Promise<number> {
    const [row] = await queryRows<{ pages: number }>(
      t.database.db,
      sql`SELECT relallvisible::int AS pages FROM pg_class WHERE relname = 'survey_responses'`,
    );
    return row!.pages;
  }

  it('marks the stored responses all-visible as soon as the jobs start', async () => {
    for (let index = 0; index < 3; index += 1) {
      await t.app.inject({ method: 'POST', url: '/api/surveys', payload: validSubmission() });
    }
    // Without a vacuum every index-only scan over the responses reads the table as well.
    expect(await allVisiblePages()).toBe(0);
    const stop = t.app.jobs.start();
    try {
      await expect.poll(allVisiblePages, { timeout: 20_000, interval: 100 }).toBeGreaterThan(0);
    } finally {
      stop();
      await t.app.backgroundWork();
    }
  });
});
