import { DEFAULT_SETTINGS, adminSettingsSchema } from '@prca/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { settings } from '../../db/schema';

/**
 * The study-wide `parentalConsentCollected` setting: whether the school collected parents'
 * consent for the whole study; null when not recorded (no value, or one that fails its rule,
 * reads as its default, null, as the settings module reads it).
 */
export async function readStudyParentalConsent(db: Database): Promise<boolean | null> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'parentalConsentCollected'));
  const parsed = adminSettingsSchema.shape.parentalConsentCollected.safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}

/** The study-wide `linkWaves` setting (issue 32): whether students answer the linking questions. */
export async function readStudyLinkWaves(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'linkWaves'));
  const parsed = adminSettingsSchema.shape.linkWaves.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_SETTINGS.linkWaves;
}
