import { RESPONDENT_IDENTITIES } from '@prca/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf } from './sql-helpers';
import { classes } from './study';

/**
 * Every version of the information sheet that students were shown (issue 27): the codebook
 * quotes the text of each version its responses were given under. Version 1 is the default text
 * of the identity mode in force when it was first needed; each saved change of the text or of
 * `respondentIdentity` or `linkWaves` adds the next.
 */
export const consentVersions = pgTable(
  'consent_versions',
  {
    version: integer('version').primaryKey(),
    respondentIdentity: text('respondent_identity').notNull(),
    textVi: text('text_vi').notNull(),
    textEn: text('text_en').notNull(),
    // Whether students were asked the linking questions under this sheet (issue 32): a
    // submission under a version without them need not carry answers.
    linkWaves: boolean('link_waves').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'consent_versions_identity_known',
      oneOf(table.respondentIdentity, RESPONDENT_IDENTITIES),
    ),
    check('consent_versions_positive', sql`${table.version} >= 1`),
  ],
);

/**
 * Students who chose "I do not want to take part": one row each and nothing else about them (no
 * answer, no time), counted per class apart from responses.
 */
export const consentDeclines = pgTable(
  'consent_declines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id').references(() => classes.id, { onDelete: 'cascade' }),
    consentVersion: integer('consent_version'),
  },
  (table) => [index('consent_declines_class_id_idx').on(table.classId)],
);
