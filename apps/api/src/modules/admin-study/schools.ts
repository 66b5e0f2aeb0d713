import { schoolInputSchema, schoolSchema, type School } from '@prca/core';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countOf } from '../../db/count-of';
import { classes, schools, surveyResponses } from '../../db/schema';
import type { Columns, EditableEntity } from './entity';
import { entityRoutes } from './routes';

type SchoolRow = Omit<School, 'createdAt'> & { createdAt: Date };

/** The schools of the study: a name; deleted with their classes while nobody has answered. */
export const schoolEntity = {
  segment: 'schools',
  schemas: { create: schoolInputSchema, update: schoolInputSchema, reply: schoolSchema },
  messages: { unknown: 'study.schoolUnknown', hasResponses: 'study.schoolHasResponses' },
  table: schools,
  from: (runner: Database, columns: Columns) => runner.select(columns).from(schools).$dynamic(),
  columns: {
    id: schools.id,
    name: schools.name,
    createdAt: schools.createdAt,
    classCount: countOf('classes', 'school_id', 'schools'),
    responseCount: countOf('survey_responses', 'school_id', 'schools'),
  },
  orderBy: [asc(schools.name), asc(schools.id)],
  toReply: (row: SchoolRow): School => ({ ...row, createdAt: row.createdAt.toISOString() }),
  valuesOf: (input: { name: string }) => ({ name: input.name }),
  responsesBy: surveyResponses.schoolId,
  removed: { name: schools.name },
  classesBy: classes.schoolId,
} satisfies EditableEntity<SchoolRow, School, { name: string }, { name: string }>;

export const adminSchoolRoutes = entityRoutes(schoolEntity);
