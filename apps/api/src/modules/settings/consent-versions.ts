import {
  DEFAULT_CONSENT_SHEETS,
  withLinkingSection,
  type AdminSettings,
  type ConsentSheet,
  type RespondentIdentity,
} from '@prca/core';
import { desc, eq, sql } from 'drizzle-orm';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import type { Database } from '../../db/client';
import { consentVersions } from '../../db/schema';
import { readSettings } from './repository';

type VersionRow = typeof consentVersions.$inferSelect;

/**
 * The sheet the settings put in force: the text a superadmin saved, or the mode's default, and
 * while the study links its waves the section that explains the linking questions (issue 32).
 */
export function sheetInForce(
  settings: Pick<AdminSettings, 'respondentIdentity' | 'consentText' | 'linkWaves'>,
): {
  respondentIdentity: RespondentIdentity;
  linkWaves: boolean;
  textVi: string;
  textEn: string;
} {
  const text = withLinkingSection(
    settings.consentText ?? DEFAULT_CONSENT_SHEETS[settings.respondentIdentity],
    settings.linkWaves,
  );
  return {
    respondentIdentity: settings.respondentIdentity,
    linkWaves: settings.linkWaves,
    textVi: text.vi,
    textEn: text.en,
  };
}

function toSheet(row: VersionRow): ConsentSheet {
  return { version: row.version, text: { vi: row.textVi, en: row.textEn } };
}

/**
 * The versions of the information sheet (issue 27). The latest version is the sheet students
 * are shown; a new one is added only when the sheet the settings put in force differs from it
 * (another text, another identity mode, or linking turned on or off, even with the same text), so a save that changes
 * nothing adds nothing. Versions are never changed or deleted.
 */
export function createConsentVersions(db: Database) {
  // A version, once it exists, exists for good (and whether it linked waves never changes):
  // every submission's check need not ask again.
  const known = new Map<number, { linkWaves: boolean }>();

  async function latest(runner: Database): Promise<VersionRow | undefined> {
    const [row] = await runner
      .select()
      .from(consentVersions)
      .orderBy(desc(consentVersions.version))
      .limit(1);
    return row;
  }

  /**
   * Makes the latest version the sheet in force, adding the next version when they differ
   * (version 1 when there is none yet). The settings are read inside the lock, not taken
   * from a kept copy: whichever instance adds last records what is saved, never an older view.
   */
  function record(): Promise<ConsentSheet> {
    return db.transaction(async (tx) => {
      const runner = tx as unknown as Database;
      await runner.execute(sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCKS.consentVersions})`);
      const wanted = sheetInForce(await readSettings(runner));
      const last = await latest(runner);
      if (
        last &&
        last.respondentIdentity === wanted.respondentIdentity &&
        last.linkWaves === wanted.linkWaves &&
        last.textVi === wanted.textVi &&
        last.textEn === wanted.textEn
      ) {
        return toSheet(last);
      }
      const [added] = await runner
        .insert(consentVersions)
        .values({ version: (last?.version ?? 0) + 1, ...wanted })
        .returning();
      return toSheet(added!);
    });
  }

  /** A version students were shown, with whether it asked the linking questions. */
  async function find(version: number): Promise<{ linkWaves: boolean } | undefined> {
    const kept = known.get(version);
    if (kept) return kept;
    const [row] = await db
      .select({ linkWaves: consentVersions.linkWaves })
      .from(consentVersions)
      .where(eq(consentVersions.version, version));
    if (row) known.set(version, row);
    return row;
  }

  return {
    record,

    /** The sheet students are shown now; version 1 is made when it is first needed. */
    async current(): Promise<ConsentSheet> {
      const last = await latest(db);
      return last ? toSheet(last) : record();
    },

    /** Whether a response may name this version: it must be one students were shown. */
    async exists(version: number): Promise<boolean> {
      return (await find(version)) !== undefined;
    },

    find,
  };
}

export type ConsentVersions = ReturnType<typeof createConsentVersions>;
