import { randomBytes, randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { openPostgres } from '../../db/postgres';
import { surveyResponses } from '../../db/schema';
import { TEST_DATABASE_URL } from '../../../test/support/environment';
import { createTestPostgresDatabase } from '../../../test/support/database';
import { validSubmission } from '../../../test/support/submissions';

/** Students who each send the same answers to both instances at the same instant. */
const STUDENTS = 40;

/*
 * Two API processes on one PostgreSQL database (issue 12) each store submissions in batches of
 * their own. A student whose identical answers reach both at once (a double tap behind a load
 * balancer, a retry with a new id) must have exactly one of the two flagged as the duplicate:
 * each instance looked for the other's response before either was stored, and neither was
 * flagged.
 */
describe.skipIf(!TEST_DATABASE_URL)('two instances storing one student’s answers at once', () => {
  let drop = async () => {};
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    const shared = await createTestPostgresDatabase();
    drop = shared.drop;
    for (let instance = 0; instance < 2; instance += 1) {
      const database = await openPostgres(shared.url, 4);
      handles.push(database);
      apps.push(await buildApp({ config: testConfig(), database }));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    await drop();
  });

  it('flags exactly one of the two as the duplicate of the other', async () => {
    const sent = await Promise.all(
      Array.from({ length: STUDENTS }, async () => {
        const guestKey = randomBytes(32).toString('base64url');
        const ids = [randomUUID(), randomUUID()];
        const replies = await Promise.all(
          apps.map((app, instance) =>
            app.inject({
              method: 'POST',
              url: '/api/surveys',
              payload: { id: ids[instance], guestKey, ...validSubmission() },
            }),
          ),
        );
        expect(replies.map((reply) => reply.statusCode)).toEqual([201, 201]);
        return ids;
      }),
    );
    const rows = await handles[0]!.db
      .select({
        id: surveyResponses.id,
        duplicate: surveyResponses.flagDuplicate,
        duplicateOf: surveyResponses.duplicateOf,
      })
      .from(surveyResponses)
      .where(inArray(surveyResponses.id, sent.flat()));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const unflagged = sent.filter((pair) => pair.every((id) => !byId.get(id)!.duplicate));
    const bothFlagged = sent.filter((pair) => pair.every((id) => byId.get(id)!.duplicate));
    expect({ unflagged: unflagged.length, bothFlagged: bothFlagged.length }).toEqual({
      unflagged: 0,
      bothFlagged: 0,
    });
    for (const [first, second] of sent) {
      const flagged = [first, second].find((id) => byId.get(id!)!.duplicate)!;
      const other = flagged === first ? second : first;
      expect(byId.get(flagged)!.duplicateOf).toBe(other);
    }
  });
});
