import type { Database } from '../../../db/client';
import { consentDeclines } from '../../../db/schema';

export function createDeclineRepository(db: Database) {
  return {
    /** One decline: its class and sheet version, nothing else (no time, no answer). */
    async insert(decline: { classId: string | null; consentVersion: number | null }) {
      await db.insert(consentDeclines).values(decline);
    },
  };
}

export type DeclineRepository = ReturnType<typeof createDeclineRepository>;
