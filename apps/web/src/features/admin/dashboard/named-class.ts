import type { ReportClass } from '@prca/core';
import type { OrderedClass } from '../shared/study/class-order';

/** A report's class as the class lists name and order it (shared/study/class-order.ts). */
export function namedClass(reportClass: ReportClass): OrderedClass {
  return {
    id: reportClass.id,
    name: reportClass.name,
    schoolName: reportClass.school.name,
    waveName: reportClass.wave.name,
    grade: reportClass.grade,
  };
}
