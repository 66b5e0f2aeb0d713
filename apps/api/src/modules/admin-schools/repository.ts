import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countOf } from '../../db/count-of';
import { classes, schools, surveyResponses } from '../../db/schema';

export type SchoolRow = Omit<typeof schools.$inferSelect, 'packageCode'> & {
  classCount: number;
  responseCount: number;
};

const withCounts = {
  id: schools.id,
  name: schools.name,
  createdAt: schools.createdAt,
  classCount: countOf('classes', 'school_id', 'schools'),
  responseCount: countOf('survey_responses', 'school_id', 'schools'),
};

export function createSchoolsRepository(db: Database) {
  return {
    async list(): Promise<SchoolRow[]> {
      return db.select(withCounts).from(schools).orderBy(asc(schools.name), asc(schools.id));
    },

    async find(id: string): Promise<SchoolRow | undefined> {
      const [row] = await db.select(withCounts).from(schools).where(eq(schools.id, id));
      return row;
    },

    async insert(name: string): Promise<string> {
      const [row] = await db.insert(schools).values({ name }).returning({ id: schools.id });
      return row!.id;
    },

    /** False when there is no such school. */
    async rename(id: string, name: string): Promise<boolean> {
      const rows = await db
        .update(schools)
        .set({ name })
        .where(eq(schools.id, id))
        .returning({ id: schools.id });
      return rows.length > 0;
    },

    /**
     * Deletes a school and its classes, unless a response names it ('hasResponses'). The row lock
     * on the school keeps a class from being added to it meanwhile. Returns what the audit log
     * says of it: its name and how many classes went with it.
     */
    async remove(
      id: string,
    ): Promise<{ name: string; classes: number } | 'notFound' | 'hasResponses'> {
      return db.transaction(async (tx) => {
        const [school] = await tx
          .select({ id: schools.id, name: schools.name })
          .from(schools)
          .where(eq(schools.id, id))
          .for('update');
        if (!school) return 'notFound';
        const [responses] = await tx
          .select({ n: count() })
          .from(surveyResponses)
          .where(eq(surveyResponses.schoolId, id));
        if ((responses?.n ?? 0) > 0) return 'hasResponses';
        const removed = await tx
          .delete(classes)
          .where(eq(classes.schoolId, id))
          .returning({ id: classes.id });
        await tx.delete(schools).where(eq(schools.id, id));
        return { name: school.name, classes: removed.length };
      });
    },
  };
}

export type SchoolsRepository = ReturnType<typeof createSchoolsRepository>;
