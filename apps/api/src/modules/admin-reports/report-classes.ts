import type { AnalyticsFilters } from '@prca/core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { classes, schools, waves } from '../../db/schema';

/** A class as the reports name it, with every response it holds. */
export interface ReportClassRow {
  id: string;
  name: string;
  grade: string;
  enrolled: number | null;
  open: boolean;
  school: { id: string; name: string };
  wave: { id: string; name: string };
  responses: number;
}

/**
 * The classes a filter's class, school and wave name (every class when it names none), with
 * their school and wave, in the order a list shows them: by school, wave, then class name.
 */
export async function reportClasses(
  db: Database,
  filters: Pick<Partial<AnalyticsFilters>, 'class' | 'school' | 'wave'>,
): Promise<ReportClassRow[]> {
  const rows = await db
    .select({
      id: classes.id,
      name: classes.name,
      grade: classes.grade,
      enrolled: classes.enrolled,
      open: classes.open,
      schoolId: schools.id,
      schoolName: schools.name,
      waveId: waves.id,
      waveName: waves.name,
      responses:
        sql<number>`(SELECT count(*) FROM survey_responses WHERE survey_responses.class_id = classes.id)`.mapWith(
          Number,
        ),
    })
    .from(classes)
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .innerJoin(waves, eq(waves.id, classes.waveId))
    .where(
      and(
        filters.class ? inArray(classes.id, [...filters.class]) : undefined,
        filters.school ? inArray(classes.schoolId, [...filters.school]) : undefined,
        filters.wave ? inArray(classes.waveId, [...filters.wave]) : undefined,
      ),
    )
    .orderBy(asc(schools.name), asc(waves.name), asc(classes.name), asc(classes.id));
  return rows.map(({ schoolId, schoolName, waveId, waveName, ...row }) => ({
    ...row,
    school: { id: schoolId, name: schoolName },
    wave: { id: waveId, name: waveName },
  }));
}
