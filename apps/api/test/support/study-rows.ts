import type { Grade } from '@prca/core';
import type { Database } from '../../src/db/client';
import { classes, schools, waves } from '../../src/db/schema';

/** A class as a test writes it: grade 10 and no enrolment unless it says otherwise. */
export interface ClassRow {
  id: string;
  schoolId: string;
  name: string;
  code: string;
  grade?: Grade;
  enrolled?: number | null;
}

/**
 * Schools, one wave ('Đợt 1') and classes of that wave, written straight to the database (when
 * the study's own routes are not what a test is about; createStudy goes through them).
 */
export async function insertStudyRows(
  db: Database,
  study: { schools: { id: string; name: string }[]; waveId: string; classes: ClassRow[] },
): Promise<void> {
  await db.insert(schools).values(study.schools);
  await db.insert(waves).values({ id: study.waveId, name: 'Đợt 1' });
  await db
    .insert(classes)
    .values(study.classes.map((row) => ({ grade: 'grade10', ...row, waveId: study.waveId })));
}
