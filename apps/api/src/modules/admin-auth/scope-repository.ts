import type { AdminScope } from '@prca/core';
import { inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { COUNTED_FOR_SCOPE } from '../../db/over-enrolment';
import { classes } from '../../db/schema';

/** A class an account's scope covers, with the responses that count for it (issue 28). */
export interface ScopeClass {
  id: string;
  schoolId: string;
  responses: number;
}

// Written out in full: drizzle names a column of a one-table select without its table (the
// flags' columns then name survey_responses', the only table of the subquery that has them).
const responsesOf = sql<number>`(SELECT count(*) FROM survey_responses
  WHERE survey_responses.class_id = classes.id AND ${COUNTED_FOR_SCOPE})`;

/** The classes a scope names and the classes of the schools it names. */
export function createScopeRepository(db: Database) {
  return {
    async classesOf(scope: AdminScope): Promise<ScopeClass[]> {
      const named = [
        scope.schools.length > 0 ? inArray(classes.schoolId, scope.schools) : undefined,
        scope.classes.length > 0 ? inArray(classes.id, scope.classes) : undefined,
      ].filter((condition) => condition !== undefined);
      if (named.length === 0) return [];
      return db
        .select({
          id: classes.id,
          schoolId: classes.schoolId,
          responses: responsesOf.mapWith(Number),
        })
        .from(classes)
        .where(or(...named));
    },
  };
}

export type ScopeRepository = ReturnType<typeof createScopeRepository>;
