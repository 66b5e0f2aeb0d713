import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { surveySessions } from '../../../db/schema';
import type { ResponseClass } from '../../classes/service';

export type SurveySessionRow = typeof surveySessions.$inferSelect;

export function createSurveySessionRepository(db: Database) {
  return {
    /** Starts a session; starting the same id again returns the first one. */
    async start(
      id: string,
      locale: string | null,
      studyClass: ResponseClass | null,
    ): Promise<SurveySessionRow> {
      const [created] = await db
        .insert(surveySessions)
        .values({ id, locale, ...studyClass })
        .onConflictDoNothing({ target: surveySessions.id })
        .returning();
      if (created) return created;
      const [existing] = await db.select().from(surveySessions).where(eq(surveySessions.id, id));
      if (!existing) throw new Error(`session ${id} vanished after a conflicting insert`);
      return existing;
    },

    /**
     * Records progress. The furthest question only grows, whatever order the reports arrive
     * in, and a completed session no longer changes.
     */
    async recordProgress(
      id: string,
      furthestQuestion: number,
    ): Promise<SurveySessionRow | undefined> {
      const [updated] = await db
        .update(surveySessions)
        .set({
          furthestQuestion: sql`greatest(${surveySessions.furthestQuestion}, ${furthestQuestion})`,
          lastActivityAt: new Date(),
        })
        .where(and(eq(surveySessions.id, id), isNull(surveySessions.completedAt)))
        .returning();
      if (updated) return updated;
      const [completed] = await db.select().from(surveySessions).where(eq(surveySessions.id, id));
      return completed;
    },
  };
}

export type SurveySessionRepository = ReturnType<typeof createSurveySessionRepository>;
