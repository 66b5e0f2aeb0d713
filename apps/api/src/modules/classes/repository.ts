import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { classes, schools, waves } from '../../db/schema';

export function createClassLookupRepository(db: Database) {
  return {
    /** The class of a code with what a respondent sees of it and what a response stores. */
    async findByCode(code: string) {
      const [row] = await db
        .select({
          id: classes.id,
          schoolId: classes.schoolId,
          waveId: classes.waveId,
          code: classes.code,
          schoolName: schools.name,
          className: classes.name,
          grade: classes.grade,
          waveName: waves.name,
          open: classes.open,
        })
        .from(classes)
        .innerJoin(schools, eq(schools.id, classes.schoolId))
        .innerJoin(waves, eq(waves.id, classes.waveId))
        .where(eq(classes.code, code));
      return row;
    },
  };
}

export type ClassLookupRepository = ReturnType<typeof createClassLookupRepository>;
