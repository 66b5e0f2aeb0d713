import { and, count, desc, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { surveyResponses } from '../../db/schema';
import { filterCondition, type ResponseFilters } from './filters';

/** The list's filters plus a search in guest e-mails (to answer "delete my data" requests). */
function listCondition(
  filters: ResponseFilters,
  email: string | undefined,
  timeZone: string,
): SQL | undefined {
  const emailMatch = email
    ? ilike(surveyResponses.email, `%${email.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    : undefined;
  return and(filterCondition(filters, timeZone), emailMatch);
}

export function createAdminSurveysRepository(db: Database, timeZone: string) {
  return {
    async page(filters: ResponseFilters, email: string | undefined, page: number, limit: number) {
      const where = listCondition(filters, email, timeZone);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(surveyResponses)
          .where(where)
          .orderBy(desc(surveyResponses.createdAt), desc(surveyResponses.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(surveyResponses).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** Deletes the given responses; returns the ids that existed. */
    async deleteMany(ids: readonly string[]): Promise<string[]> {
      const deleted = await db
        .delete(surveyResponses)
        .where(inArray(surveyResponses.id, [...ids]))
        .returning({ id: surveyResponses.id });
      return deleted.map((row) => row.id);
    },
  };
}
