import { isWithheld, type Grade, type ReportClassList } from '@prca/core';
import type { Database } from '../../../db/client';
import type { RequestScope } from '../../admin-auth/scope';
import { reportClasses } from '../report-classes';

/**
 * The counsellor's dashboard (issue 19): the classes an account may report on with their
 * responses. A scoped account sees the classes of its scope, each count under the minimum
 * withheld; no total is given, so no withheld count is a total minus the others.
 */
export function createClassListService(db: Database) {
  return {
    async read(scope: RequestScope | undefined): Promise<ReportClassList> {
      const minimum = scope?.minimum ?? null;
      const ids = scope?.classes.map((c) => c.id);
      const rows = ids && ids.length === 0 ? [] : await reportClasses(db, { class: ids });
      // A scoped account counts only unflagged responses, as its reports do (issue 28).
      const counted = new Map(scope?.classes.map((c) => [c.id, c.responses]));
      return {
        minimumGroupSize: minimum,
        // A class's declines are the class report's to show (withheld there as a count).
        classes: rows.map(({ declines: _declines, ...row }) => {
          const responses = scope ? (counted.get(row.id) ?? 0) : row.responses;
          const withheld = isWithheld(responses, minimum);
          return {
            ...row,
            grade: row.grade as Grade,
            responses: withheld ? null : responses,
            withheld,
          };
        }),
      };
    },
  };
}

export type ClassListService = ReturnType<typeof createClassListService>;
