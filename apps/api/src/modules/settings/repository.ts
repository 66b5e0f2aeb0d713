import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { settings } from '../../db/schema';

/** Every run-time setting with its type and default; a stored value that fails its type is ignored. */
export const SETTINGS = {
  /** Days after which a guest's e-mail (and key) is removed from their results. */
  guestRetentionDays: { schema: z.number().int().min(1).max(3650), default: 30 },
  /** Whether the survey takes new responses; when not, the survey app shows a closed notice. */
  acceptingResponses: { schema: z.boolean(), default: true },
  /** Shown in the landing page's footer and on the privacy page. */
  contactEmail: { schema: z.union([z.literal(''), z.email()]), default: '' },
  contactNote: { schema: z.string().max(500), default: '' },
} as const;

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> = z.output<(typeof SETTINGS)[K]['schema']>;

type AllSettings = { [K in SettingKey]: SettingValue<K> };

async function readAll(db: Database): Promise<AllSettings> {
  const rows = await db.select().from(settings);
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(
    (Object.keys(SETTINGS) as SettingKey[]).map((key) => {
      const parsed = SETTINGS[key].schema.safeParse(stored.get(key));
      return [key, parsed.success ? parsed.data : SETTINGS[key].default];
    }),
  ) as AllSettings;
}

/**
 * The settings, read from the database at most once per `maxAgeMs` (0: on every call). Every
 * submission asks whether the survey is open; at hundreds a second that read is a round trip
 * each, so the app keeps one short-lived copy. A change made through this repository is seen
 * at once by this process; other instances see it within `maxAgeMs`.
 */
export function createSettingsRepository(db: Database, maxAgeMs = 0) {
  let cached: { read: Promise<AllSettings>; at: number } | undefined;
  const all = (): Promise<AllSettings> => {
    const now = Date.now();
    if (!cached || now - cached.at >= maxAgeMs) {
      const read = readAll(db);
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
      const checked = SETTINGS[key].schema.parse(value);
      await db
        .insert(settings)
        .values({ key, value: checked })
        .onConflictDoUpdate({
          target: settings.key,
          set: { value: checked, updatedAt: sql`now()` },
        });
      cached = undefined;
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
