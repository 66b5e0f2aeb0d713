import {
  GRADES,
  compareNames,
  unambiguousClassLabels,
  type Grade,
  type NamedClass,
} from '@prca/core';

/** A class as the lists name and order it: core's NamedClass with its grade. */
export interface OrderedClass extends NamedClass {
  grade: Grade;
}

/** The study's order of classes: by school, wave, grade, then name (10A2 before 10A10). */
export function compareClasses(a: OrderedClass, b: OrderedClass): number {
  return (
    compareNames(a.schoolName, b.schoolName) ||
    compareNames(a.waveName, b.waveName) ||
    GRADES.indexOf(a.grade) - GRADES.indexOf(b.grade) ||
    compareNames(a.name, b.name)
  );
}

/**
 * The classes in the study's order, each with a label no other class of the list shares (core's
 * unambiguousClassLabels: the school and/or the wave added where the name alone is not unique),
 * so that two schools' 10A1, or one class in two waves, are never two identical choices.
 */
export function labelledClasses<T extends OrderedClass>(
  classes: readonly T[],
): { studyClass: T; label: string }[] {
  const labels = unambiguousClassLabels(classes);
  return [...classes]
    .sort(compareClasses)
    .map((studyClass) => ({ studyClass, label: labels.get(studyClass.id) ?? studyClass.name }));
}
