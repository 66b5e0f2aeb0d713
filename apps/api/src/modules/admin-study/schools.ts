import { schoolInputSchema, schoolSchema, type School } from '@prca/core';
import { asc } from 'drizzle-orm';
import { schools } from '../../db/schema';
import { parentOfClasses } from './entity';
import { entityRoutes } from './routes';

type SchoolRow = Omit<School, 'createdAt'> & { createdAt: Date };
type SchoolInput = { name: string };

/** The schools of the study: a name; deleted with their classes while nobody has answered. */
export const schoolEntity = parentOfClasses<'schools', SchoolRow, SchoolInput, SchoolInput>({
  segment: 'schools',
  table: schools,
  schemas: { input: schoolInputSchema, reply: schoolSchema },
  orderBy: [asc(schools.name), asc(schools.id)],
  valuesOf: (input) => ({ name: input.name }),
});

export const adminSchoolRoutes = entityRoutes(schoolEntity);
