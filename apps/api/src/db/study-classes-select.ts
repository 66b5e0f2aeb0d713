import { eq } from 'drizzle-orm';
import type { PgSelectBase, SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { classes, schools, waves } from './schema';

/** What the select below gives: `fields`, from three tables that are never null. */
type ClassesWithStudy<Fields extends SelectedFields> = PgSelectBase<
  'classes',
  Fields,
  'partial',
  { classes: 'not-null'; schools: 'not-null'; waves: 'not-null' }
>;

/**
 * `SELECT fields FROM classes`, each class joined to its school and its wave, so that `fields`
 * may name columns of all three. Every class has both (the columns are NOT NULL): inner joins.
 */
export function selectClassesWithStudy<Fields extends SelectedFields>(
  runner: Database,
  fields: Fields,
): ClassesWithStudy<Fields> {
  // drizzle cannot follow a generic selection through its joins; the type above is the one it
  // gives any concrete selection.
  return runner
    .select(fields as SelectedFields)
    .from(classes)
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .innerJoin(waves, eq(waves.id, classes.waveId)) as ClassesWithStudy<Fields>;
}
