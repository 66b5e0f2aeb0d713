import { and, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { surveyResponses } from '../../db/schema';
import { pageOfResponses } from '../surveys/repository';
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
      return pageOfResponses(db, listCondition(filters, email, timeZone), page, limit);
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
