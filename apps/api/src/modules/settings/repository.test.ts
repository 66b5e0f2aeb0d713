import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../../test/support/database';
import { createSettingsRepository } from './repository';

describe('settings kept for a moment', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase('embedded');
  });
  afterAll(() => database.close());

  it("sees its own change at once, another instance's after the copy expires", async () => {
    const kept = createSettingsRepository(database.db, 60_000);
    const otherInstance = createSettingsRepository(database.db);
    expect(await kept.get('acceptingResponses')).toBe(true);

    await otherInstance.set('acceptingResponses', false);
    expect(await otherInstance.get('acceptingResponses')).toBe(false);
    // Within its minute, the kept copy still says what it read.
    expect(await kept.get('acceptingResponses')).toBe(true);

    await kept.set('guestRetentionDays', 14);
    expect(await kept.all()).toMatchObject({ acceptingResponses: false, guestRetentionDays: 14 });
  });

  it('reads the database every time when told to keep nothing', async () => {
    const fresh = createSettingsRepository(database.db);
    const writer = createSettingsRepository(database.db);
    await writer.set('contactNote', 'Phòng 204');
    expect(await fresh.get('contactNote')).toBe('Phòng 204');
    await writer.set('contactNote', 'Phòng 305');
    expect(await fresh.get('contactNote')).toBe('Phòng 305');
  });

  it('keeps a setting set back to null (unset) as null, not as the value before', async () => {
    const repository = createSettingsRepository(database.db);
    await repository.set('classCodeRequired', true);
    await repository.set('classCodeRequired', null);
    expect(await repository.get('classCodeRequired')).toBeNull();
    await repository.set('consentText', { vi: 'Phiếu', en: 'Sheet' });
    await repository.set('consentText', null);
    expect(await repository.get('consentText')).toBeNull();
  });
});
