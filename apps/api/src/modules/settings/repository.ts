import { DEFAULT_SETTINGS, adminSettingsSchema, type AdminSettings } from '@prca/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { settings } from '../../db/schema';

/** Every run-time setting, each checked by its rule in core (adminSettingsSchema). */
const SETTING_RULES = adminSettingsSchema.shape;

export type SettingKey = keyof AdminSettings;
export type SettingValue<K extends SettingKey> = AdminSettings[K];

/**
 * Each stored value, or its default where there is none or it fails its rule, read now (no
 * kept copy): what a transaction that must see the settings as they are reads.
 */
export async function readSettings(db: Database): Promise<AdminSettings> {
  const rows = await db.select().from(settings);
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(
    (Object.keys(SETTING_RULES) as SettingKey[]).map((key) => {
      const parsed = SETTING_RULES[key].safeParse(stored.get(key));
      return [key, parsed.success ? parsed.data : DEFAULT_SETTINGS[key]];
    }),
  ) as AdminSettings;
}

/**
 * The settings, read from the database at most once per `maxAgeMs` (0: on every call). Every
 * submission asks whether the survey is open; at hundreds a second that read is a round trip
 * each, so the app keeps one short-lived copy. A change made through this repository is seen
 * at once by this process; other instances see it within `maxAgeMs`.
 */
export function createSettingsRepository(db: Database, maxAgeMs = 0) {
  let cached: { read: Promise<AdminSettings>; at: number } | undefined;
  const all = (): Promise<AdminSettings> => {
    const now = Date.now();
    if (!cached || now - cached.at >= maxAgeMs) {
      const read = readSettings(db);
      cached = { read, at: now };
      // A failed read is not kept: the next call tries again.
      read.catch(() => {
        if (cached?.read === read) cached = undefined;
      });
    }
    return cached.read;
  };
  return {
    /** Every setting at once, each stored value or its default. */
    all,

    async get<K extends SettingKey>(key: K): Promise<SettingValue<K>> {
      return (await all())[key];
    },

    async set<K extends SettingKey>(key: K, value: SettingValue<K>): Promise<void> {
      const checked = SETTING_RULES[key].parse(value);
      // A setting set to null (e.g. classCodeRequired: "as the study says") is stored as JSON's
      // null: drizzle would write SQL's NULL, which the column refuses.
      const stored = checked === null ? sql`'null'::jsonb` : checked;
      await db
        .insert(settings)
        .values({ key, value: stored })
        .onConflictDoUpdate({
          target: settings.key,
          set: { value: stored, updatedAt: sql`now()` },
        });
      cached = undefined;
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
