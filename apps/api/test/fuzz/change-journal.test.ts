import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { sessions, settings } from '../../src/db/schema';
import { openTestDatabase } from '../support/database';
import { BACKENDS } from '../support/environment';
import { signedInRespondent } from '../support/signed-in';
import { installChangeJournal, takeChanges } from './change-journal';

// The fuzzer's "a refusal stores nothing" is only as good as this journal.
describe.each(BACKENDS)('the change journal on the %s database', (backend) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
    await installChangeJournal(database.db);
  });
  afterAll(() => database.close());

  it('notes inserts, updates and deletes, each once, and starts clean after each look', async () => {
    const { db } = database;
    await db.insert(settings).values({ key: 'contactNote', value: 'Liên hệ cô Lan' });
    await db.update(settings).set({ value: 'Liên hệ thầy Minh' });
    await db.delete(settings);
    expect(await takeChanges(db)).toEqual([
      { table: 'settings', operation: 'INSERT' },
      { table: 'settings', operation: 'UPDATE' },
      { table: 'settings', operation: 'DELETE' },
    ]);
    expect(await takeChanges(db)).toEqual([]);
  });

  it('notes nothing for a rolled-back write or for marking a session used', async () => {
    const { db } = database;
    await signedInRespondent(db);
    await takeChanges(db);
    await db
      .transaction(async (tx) => {
        await tx.insert(settings).values({ key: 'contactNote', value: 'x' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await db.update(sessions).set({ lastUsedAt: sql`now()` });
    expect(await takeChanges(db)).toEqual([]);
    await db.update(sessions).set({ expiresAt: new Date() }).where(eq(sessions.kind, 'user'));
    expect(await takeChanges(db)).toEqual([{ table: 'sessions', operation: 'UPDATE' }]);
  });
});
