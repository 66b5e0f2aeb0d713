import { eq, sql } from 'drizzle-orm';
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

export function createSettingsRepository(db: Database) {
  return {
    /** Every setting at once, each stored value or its default. */
    async all(): Promise<{ [K in SettingKey]: SettingValue<K> }> {
      const rows = await db.select().from(settings);
      const stored = new Map(rows.map((row) => [row.key, row.value]));
      return Object.fromEntries(
        (Object.keys(SETTINGS) as SettingKey[]).map((key) => {
          const parsed = SETTINGS[key].schema.safeParse(stored.get(key));
          return [key, parsed.success ? parsed.data : SETTINGS[key].default];
        }),
      ) as { [K in SettingKey]: SettingValue<K> };
    },

    async get<K extends SettingKey>(key: K): Promise<SettingValue<K>> {
      const [row] = await db.select().from(settings).where(eq(settings.key, key));
      const parsed = SETTINGS[key].schema.safeParse(row?.value);
      return (parsed.success ? parsed.data : SETTINGS[key].default) as SettingValue<K>;
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
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
