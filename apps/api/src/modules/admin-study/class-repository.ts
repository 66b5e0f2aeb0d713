import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { classes, schools, surveyResponses, waves } from '../../db/schema';
import { classEntity, type ClassRow } from './classes';
import { createEntityRepository } from './repository';

export type ClassValues = Omit<
  typeof classes.$inferInsert,
  'id' | 'code' | 'createdAt' | 'closedAt'
>;

/**
 * When a class closes, the time is kept (issue 27): a response whose survey the server saw
 * begin before then is still taken. Closing a closed class keeps its first time; reopening
 * clears it.
 */
function closingTime(open: boolean | undefined) {
  if (open === undefined) return {};
  return { closedAt: open ? null : sql`coalesce(${classes.closedAt}, now())` };
}

/** How many fresh codes to try before giving up (a collision is about 1 in 400,000 per try). */
const CODE_ATTEMPTS = 10;

export function createClassesRepository(db: Database, newCode: () => string) {
  const { list, find, remove } = createEntityRepository<ClassRow>(db, classEntity);

  /** Inserts one class with a code no other class has, drawing again on a collision. */
  async function insertWithCode(runner: Database, values: ClassValues): Promise<string> {
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const [row] = await runner
        .insert(classes)
        .values({
          ...values,
          ...(values.open === false && { closedAt: sql`now()` }),
          code: newCode(),
        })
        .onConflictDoNothing({ target: classes.code })
        .returning({ id: classes.id });
      if (row) return row.id;
    }
    throw new Error(`No free class code after ${CODE_ATTEMPTS} attempts`);
  }

  return {
    find,
    remove,

    async list(filter: { schoolId?: string; waveId?: string }): Promise<ClassRow[]> {
      return list(
        and(
          filter.schoolId ? eq(classes.schoolId, filter.schoolId) : undefined,
          filter.waveId ? eq(classes.waveId, filter.waveId) : undefined,
        ),
      );
    },

    /** Whether the school and the wave exist (a class needs both). */
    async parentsExist(schoolId: string, waveId: string) {
      const [row] = await db
        .select({
          school: sql<boolean>`EXISTS (SELECT 1 FROM ${schools} WHERE ${schools.id} = ${schoolId})`,
          wave: sql<boolean>`EXISTS (SELECT 1 FROM ${waves} WHERE ${waves.id} = ${waveId})`,
        })
        .from(sql`(SELECT 1) AS one`);
      return { school: row?.school === true, wave: row?.wave === true };
    },

    /** Inserts the classes in one transaction: all of them or none. */
    async insertMany(rows: readonly ClassValues[]): Promise<string[]> {
      return db.transaction(async (tx) => {
        const ids: string[] = [];
        for (const values of rows)
          ids.push(await insertWithCode(tx as unknown as Database, values));
        return ids;
      });
    },

    /**
     * Changes a class. Moved to another school or wave, its responses move with it, so that the
     * copies of school and wave on each response stay true. False when there is no such class.
     */
    async update(id: string, values: Partial<ClassValues>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(classes)
          .set({ ...values, ...closingTime(values.open) })
          .where(eq(classes.id, id))
          .returning({ schoolId: classes.schoolId, waveId: classes.waveId });
        const [moved] = rows;
        if (!moved) return false;
        if (values.schoolId !== undefined || values.waveId !== undefined) {
          await tx
            .update(surveyResponses)
            .set({ schoolId: moved.schoolId, waveId: moved.waveId })
            .where(
              and(
                eq(surveyResponses.classId, id),
                sql`(${surveyResponses.schoolId}, ${surveyResponses.waveId}) IS DISTINCT FROM (${moved.schoolId}::uuid, ${moved.waveId}::uuid)`,
              ),
            );
        }
        return true;
      });
    },
  };
}

export type ClassesRepository = ReturnType<typeof createClassesRepository>;
