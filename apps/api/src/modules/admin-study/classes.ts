import { classInputSchema, classSchema, classUpdateSchema, type StudyClass } from '@prca/core';
import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { countOf } from '../../db/count-of';
import { classes, schools, surveyResponses, waves } from '../../db/schema';
import { selectClassesWithStudy } from '../../db/study-classes-select';
import type { Columns, StudyEntity } from './entity';

export type ClassRow = Omit<StudyClass, 'grade' | 'closedAt' | 'createdAt'> & {
  grade: string;
  closedAt: Date | null;
  createdAt: Date;
};

export function toStudyClass(row: ClassRow): StudyClass {
  return {
    ...row,
    grade: row.grade as StudyClass['grade'],
    closedAt: row.closedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The classes of the study, each in one school and one wave, named with both. What only a class
 * has (its code, closing, many at once, moving with its responses) is in the class-* files.
 */
export const classEntity = {
  segment: 'classes',
  schemas: { create: classInputSchema, update: classUpdateSchema, reply: classSchema },
  messages: { unknown: 'study.classUnknown', hasResponses: 'study.classHasResponses' },
  table: classes,
  from: (runner: Database, columns: Columns) => selectClassesWithStudy(runner, columns).$dynamic(),
  columns: {
    id: classes.id,
    schoolId: classes.schoolId,
    schoolName: schools.name,
    waveId: classes.waveId,
    waveName: waves.name,
    name: classes.name,
    grade: classes.grade,
    enrolled: classes.enrolled,
    code: classes.code,
    open: classes.open,
    closedAt: classes.closedAt,
    parentalConsentCollected: classes.parentalConsentCollected,
    createdAt: classes.createdAt,
    responseCount: countOf('survey_responses', 'class_id', 'classes'),
    declineCount: countOf('consent_declines', 'class_id', 'classes'),
  },
  orderBy: [asc(schools.name), asc(waves.name), asc(classes.grade), asc(classes.name)],
  toReply: toStudyClass,
  responsesBy: surveyResponses.classId,
  // Never its code, which would still open a survey if it were drawn again.
  removed: { name: classes.name, schoolName: schools.name, waveName: waves.name },
} satisfies StudyEntity<
  ClassRow,
  StudyClass,
  z.output<typeof classInputSchema>,
  z.output<typeof classUpdateSchema>
>;
