import {
  compareClassPlaces,
  parentalConsentInEffect,
  type AnalyticsFilters,
  type ParentalConsent,
} from '@prca/core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { classes, schools, waves } from '../../db/schema';
import { readStudyClasses } from '../research-context/study-classes';
import { readStudyParentalConsent } from '../research-context/study-settings';

/** A class as the reports name it, with every response it holds and its students' declines. */
export interface ReportClassRow {
  id: string;
  name: string;
  /** Unique over the study's classes (core's unambiguousClassLabels). */
  label: string;
  grade: string;
  enrolled: number | null;
  open: boolean;
  school: { id: string; name: string };
  wave: { id: string; name: string };
  parentalConsent: ParentalConsent;
  responses: number;
  declines: number;
}

/**
 * The classes a filter's class, school and wave name (every class when it names none), with
 * their school and wave, in the order a list shows them: by school, wave, then class name,
 * 10A2 before 10A10 (core's compareClassPlaces).
 */
export async function reportClasses(
  db: Database,
  filters: Pick<Partial<AnalyticsFilters>, 'class' | 'school' | 'wave'>,
): Promise<ReportClassRow[]> {
  const [rows, labelled, studyConsent] = await Promise.all([
    classRows(db, filters),
    readStudyClasses(db),
    readStudyParentalConsent(db),
  ]);
  const labels = new Map(labelled.map((named) => [named.id, named.label]));
  return [...rows]
    .sort(compareClassPlaces)
    .map(({ schoolId, schoolName, waveId, waveName, parentalConsentCollected, ...row }) => ({
      ...row,
      label: labels.get(row.id) ?? row.name,
      school: { id: schoolId, name: schoolName },
      wave: { id: waveId, name: waveName },
      parentalConsent: parentalConsentInEffect(parentalConsentCollected, studyConsent),
    }));
}

function classRows(
  db: Database,
  filters: Pick<Partial<AnalyticsFilters>, 'class' | 'school' | 'wave'>,
) {
  return (
    db
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
        parentalConsentCollected: classes.parentalConsentCollected,
        responses:
          sql<number>`(SELECT count(*) FROM survey_responses WHERE survey_responses.class_id = classes.id)`.mapWith(
            Number,
          ),
        declines:
          sql<number>`(SELECT count(*) FROM consent_declines WHERE consent_declines.class_id = classes.id)`.mapWith(
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
      // Only a stable start: the natural order is put in code (compareClassPlaces).
      .orderBy(asc(classes.id))
  );
}
