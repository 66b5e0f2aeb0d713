import { CLASS_CODE_LENGTH, GRADES } from '@prca/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf } from './sql-helpers';

/*
 * The study's structure (issue 14): schools, data-collection rounds (waves) and the classes of a
 * school in a wave. A response names its class; its school and wave are copied beside it
 * (survey_responses.school_id/wave_id), so that a filter by school or wave reads one column.
 */

/**
 * Each of schools, waves and classes keeps for good the number it is coded by in the analysis
 * package (`package_code`, issue 29): given at creation, never reused or renumbered, so that two
 * exports made at different times agree on every code.
 */
const packageCode = () => integer('package_code').notNull().generatedByDefaultAsIdentity();

export const schools = pgTable(
  'schools',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    packageCode: packageCode(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('schools_package_code_unique').on(table.packageCode)],
);

export const waves = pgTable(
  'waves',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    opensOn: date('opens_on', { mode: 'string' }),
    closesOn: date('closes_on', { mode: 'string' }),
    packageCode: packageCode(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('waves_package_code_unique').on(table.packageCode),
    check(
      'waves_dates_in_order',
      sql`${table.opensOn} IS NULL OR ${table.closesOn} IS NULL OR ${table.opensOn} <= ${table.closesOn}`,
    ),
  ],
);

export const classes = pgTable(
  'classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // A school or wave that still has classes cannot be deleted (the service says why).
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'restrict' }),
    waveId: uuid('wave_id')
      .notNull()
      .references(() => waves.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    grade: text('grade').notNull(),
    enrolled: integer('enrolled'),
    code: text('code').notNull(),
    open: boolean('open').notNull().default(true),
    // When the class last closed (null while open): a response whose session the server saw
    // begin before then is still accepted (issue 27).
    closedAt: timestamp('closed_at', { withTimezone: true }),
    // Whether the school collected parents' consent for this class; null: as the study says.
    parentalConsentCollected: boolean('parental_consent_collected'),
    packageCode: packageCode(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('classes_code_unique').on(table.code),
    uniqueIndex('classes_package_code_unique').on(table.packageCode),
    index('classes_school_id_idx').on(table.schoolId),
    index('classes_wave_id_idx').on(table.waveId),
    check('classes_grade_known', oneOf(table.grade, GRADES)),
    check(
      'classes_code_shape',
      sql`char_length(${table.code}) = ${sql.raw(String(CLASS_CODE_LENGTH))}`,
    ),
    check(
      'classes_enrolled_positive',
      sql`${table.enrolled} IS NULL OR ${table.enrolled} BETWEEN 1 AND 2000`,
    ),
  ],
);
