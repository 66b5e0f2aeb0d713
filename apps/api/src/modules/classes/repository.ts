import { inArray, sql } from 'drizzle-orm';
import { createBatcher, shareInFlight } from '../../db/batcher';
import type { Database } from '../../db/client';
import { classes, schools, waves } from '../../db/schema';
import { selectClassesWithStudy } from '../../db/study-classes-select';

/** The classes of these codes with what a respondent sees of each and what a response stores. */
function classesOfCodes(db: Database, codes: readonly string[]) {
  return selectClassesWithStudy(db, {
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
  }).where(inArray(classes.code, [...codes]));
}

type CodedClassRow = Awaited<ReturnType<typeof classesOfCodes>>[number];

/**
 * Every submission asks for its class, or whether the study has one: requests that arrive
 * together share one read (db/batcher.ts, issue 33).
 */
export function createClassLookupRepository(db: Database) {
  const findByCode = createBatcher(async (codes: readonly string[]) => {
    const found = new Map((await classesOfCodes(db, codes)).map((row) => [row.code, row]));
    return codes.map((code) => ({ value: found.get(code) as CodedClassRow | undefined }));
  });
  const studyHasClass = shareInFlight(async () => {
    const [row] = await db
      .select({ any: sql<boolean>`EXISTS (SELECT 1 FROM ${classes})` })
      .from(sql`(SELECT 1) AS one`);
    return row?.any === true;
  });
  return {
    /** The class of a code with what a respondent sees of it and what a response stores. */
    findByCode,
    /** Whether the study has any class at all (what an unset classCodeRequired depends on). */
    studyHasClass,
  };
}

export type ClassLookupRepository = ReturnType<typeof createClassLookupRepository>;
