import type { RespondentIdentity, Translated } from '@prca/core';
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consentVersions } from '../../db/schema';

/** A version of the information sheet as students read it (placeholders unfilled). */
export interface ConsentVersionRecord {
  version: number;
  respondentIdentity: RespondentIdentity;
  text: Translated;
  createdAt: Date;
}

/** The stored versions among `versions`, oldest first; a version never stored is left out. */
export async function readConsentVersions(
  db: Database,
  versions: readonly number[],
): Promise<ConsentVersionRecord[]> {
  if (versions.length === 0) return [];
  const rows = await db
    .select()
    .from(consentVersions)
    .where(inArray(consentVersions.version, [...new Set(versions)]))
    .orderBy(asc(consentVersions.version));
  return rows.map((row) => ({
    version: row.version,
    respondentIdentity: row.respondentIdentity as RespondentIdentity,
    text: { vi: row.textVi, en: row.textEn },
    createdAt: row.createdAt,
  }));
}
