import type { ClassReport } from '@prca/core';

/** What a report covers, each as one line: its schools, classes and waves. */
export interface ReportNames {
  school: string;
  class: string;
  wave: string;
}

/**
 * The schools, classes and waves of a report, each named once in the order of its classes;
 * `all` when it names none (the whole study). Classes go by their labels, so that two classes of
 * one name (two schools' 10A1, one class in two waves) stay two classes.
 */
export function reportNames(report: ClassReport, all: string): ReportNames {
  const names = (list: readonly string[]) =>
    list.length === 0 ? all : [...new Set(list)].join(', ');
  return {
    school: names(report.classes.map((each) => each.school.name)),
    class: names(report.classes.map((each) => each.label)),
    wave: names(report.classes.map((each) => each.wave.name)),
  };
}
