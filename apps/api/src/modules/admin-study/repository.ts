import { count, eq, type SQL } from 'drizzle-orm';
import type { PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { classes, surveyResponses } from '../../db/schema';
import type { Columns, StudyEntity } from './entity';

/** The rows of one study entity, as its definition (entity.ts) describes them. */
export function createEntityRepository<Row, Values = never>(
  db: Database,
  entity: StudyEntity<Row, unknown, unknown, unknown>,
) {
  const { table } = entity;
  const byId = (id: string) => eq(table.id, id);
  const from =
    entity.from ??
    ((runner: Database, columns: Columns) => runner.select(columns).from(table).$dynamic());

  return {
    async list(where?: SQL): Promise<Row[]> {
      return (await from(db, entity.columns)
        .where(where)
        .orderBy(...entity.orderBy)) as Row[];
    },

    async find(id: string): Promise<Row | undefined> {
      const [row] = await from(db, entity.columns).where(byId(id));
      return row as Row | undefined;
    },

    async insert(values: Values): Promise<string> {
      const [row] = await db
        .insert(table)
        .values(values as PgInsertValue<PgTable>)
        .returning({ id: table.id });
      return row!.id as string;
    },

    /** False when there is no such row. */
    async update(id: string, values: Values): Promise<boolean> {
      const rows = await db
        .update(table)
        .set(values as PgUpdateSetSource<PgTable>)
        .where(byId(id))
        .returning({ id: table.id });
      return rows.length > 0;
    },

    /**
     * Deletes a row (and the classes of a school or wave), unless a response names it
     * ('hasResponses'). The row lock keeps a class from being added to it meanwhile. Returns
     * what the audit log says of it: its name, and how many classes went with it.
     */
    async remove(id: string): Promise<Record<string, unknown> | 'notFound' | 'hasResponses'> {
      return db.transaction(async (tx) => {
        const [found] = await from(tx as unknown as Database, entity.removed)
          .where(byId(id))
          .for('update', { of: table });
        if (!found) return 'notFound';
        const [responses] = await tx
          .select({ n: count() })
          .from(surveyResponses)
          .where(eq(entity.responsesBy, id));
        if ((responses?.n ?? 0) > 0) return 'hasResponses';
        const { classesBy } = entity;
        const deletedClasses = classesBy
          ? await tx.delete(classes).where(eq(classesBy, id)).returning({ id: classes.id })
          : undefined;
        await tx.delete(table).where(byId(id));
        return deletedClasses ? { ...found, classes: deletedClasses.length } : found;
      });
    },
  };
}

export type EntityRepository<Row, Values = never> = ReturnType<
  typeof createEntityRepository<Row, Values>
>;
