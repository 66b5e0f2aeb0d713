import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { classes, schools, waves } from '../../db/schema';
import { selectClassesWithStudy } from '../../db/study-classes-select';

export function createClassLookupRepository(db: Database) {
  return {
    /** The class of a code with what a respondent sees of it and what a response stores. */
    async findByCode(code: string) {
      const [row] = await selectClassesWithStudy(db, {
        id: classes.id,
        schoolId: classes.schoolId,
        waveId: classes.waveId,
        code: classes.code,
        schoolName: schools.name,
        className: classes.name,
        grade: classes.grade,
        waveName: waves.name,
        open: classes.open,
        closedAt: classes.closedAt,
      }).where(eq(classes.code, code));
      return row;
    },

    /** Whether the study has any class at all (what an unset classCodeRequired depends on). */
    async studyHasClass(): Promise<boolean> {
      const [row] = await db
        .select({ any: sql<boolean>`EXISTS (SELECT 1 FROM ${classes})` })
        .from(sql`(SELECT 1) AS one`);
      return row?.any === true;
    },
  };
}

export type ClassLookupRepository = ReturnType<typeof createClassLookupRepository>;
