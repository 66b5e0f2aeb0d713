import { schoolInputSchema, schoolSchema, type School } from '@prca/core';
import { asc } from 'drizzle-orm';
import { classes, schools, surveyResponses } from '../../db/schema';
import { classAndResponseCounts, withIsoCreatedAt, type EditableEntity } from './entity';
import { entityRoutes } from './routes';

type SchoolRow = Omit<School, 'createdAt'> & { createdAt: Date };

/** The schools of the study: a name; deleted with their classes while nobody has answered. */
export const schoolEntity = {
  segment: 'schools',
  schemas: { create: schoolInputSchema, update: schoolInputSchema, reply: schoolSchema },
  messages: { unknown: 'study.schoolUnknown', hasResponses: 'study.schoolHasResponses' },
  table: schools,
  columns: {
    id: schools.id,
    name: schools.name,
    createdAt: schools.createdAt,
    ...classAndResponseCounts('school_id', 'schools'),
  },
  orderBy: [asc(schools.name), asc(schools.id)],
  toReply: withIsoCreatedAt<SchoolRow>,
  valuesOf: (input: { name: string }) => ({ name: input.name }),
  responsesBy: surveyResponses.schoolId,
  removed: { name: schools.name },
  classesBy: classes.schoolId,
} satisfies EditableEntity<SchoolRow, School, { name: string }, { name: string }>;

export const adminSchoolRoutes = entityRoutes(schoolEntity);
