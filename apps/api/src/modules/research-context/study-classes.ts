import { unambiguousClassLabels } from '@prca/core';
import type { Database } from '../../db/client';
import { classes, schools, waves } from '../../db/schema';
import { selectClassesWithStudy } from '../../db/study-classes-select';

/** A class of the study with the names it is known by and its own parents' consent value. */
export interface StudyClassRecord {
  id: string;
  name: string;
  /** Its numeric code in the analysis package, stored for good (issue 29). */
  packageCode: number;
  /** core's unambiguousClassLabels over every class of the study. */
  label: string;
  schoolId: string;
  schoolName: string;
  waveId: string;
  waveName: string;
  /** The class's own value; null: as the study says. */
  parentalConsentCollected: boolean | null;
}

const byLabelThenId = (a: StudyClassRecord, b: StudyClassRecord) =>
  a.label < b.label ? -1 : a.label > b.label ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/**
 * Every class of the study, labelled so that no two share a label (issue 27), ordered by label.
 * The labels are made over all classes, not only those a reader is shown: a report on one
 * school's 10A1 then names it as the export and the package do. A study has a few thousand
 * classes at most, so all of them are read at once.
 */
export async function readStudyClasses(db: Database): Promise<StudyClassRecord[]> {
  const rows = await selectClassesWithStudy(db, {
    id: classes.id,
    name: classes.name,
    packageCode: classes.packageCode,
    schoolId: schools.id,
    schoolName: schools.name,
    waveId: waves.id,
    waveName: waves.name,
    parentalConsentCollected: classes.parentalConsentCollected,
  });
  const labels = unambiguousClassLabels(rows);
  return rows.map((row) => ({ ...row, label: labels.get(row.id) ?? row.name })).sort(byLabelThenId);
}
