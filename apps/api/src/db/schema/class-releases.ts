import type {
  Prca24Score,
  ReleaseChangeFigures,
  ReleaseFigures,
  StatisticUnavailableReason,
} from '@prca/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { classes } from './study';

/** A class release's figures as stored: those about answers noised, participation exact. */
export interface ClassReleaseFigures extends ReleaseFigures {
  /**
   * The exact counts the noised ones come from: what decides which cells are withheld (never
   * shown), so that the suppression of a class and of its unions agree.
   */
  exact: Pick<ReleaseFigures, 'levels' | 'impact' | 'causes'>;
  /** As of the release: students who declined, responses left out as flagged or over. */
  declines: number;
  flagged: number;
  overEnrolment: number;
  /**
   * The class's change since the wave before (issue 32), noised with the rest; null in the
   * study's first wave. Absent from a release made before the reports had it: the first read
   * adds it, once, over the responses the release counted.
   */
  change?: ClassReleaseChange | null;
}

/** A class's students matched with the wave before, as of a release: noised, exact as said. */
export interface ClassReleaseChange extends ReleaseChangeFigures {
  earlierWaveId: string;
  /** The exact reliable-change counts: what decides which cells are withheld (never shown). */
  exact: Pick<ReleaseChangeFigures, 'reliable'>;
  /** Why a score's reliable change is null (the wave pair gave no SEM). */
  reliableReasons: Record<Prca24Score, StatisticUnavailableReason | null>;
}

/**
 * What a counsellor reads of a class (issue 28): its figures as of a release, noised once when
 * the release is made. A new release is made only when at least the minimum group size of
 * counted responses came or went since the last one, at most `reportReleasesPerWave` times,
 * and once when the class closes; between releases every read gives the same figures.
 */
export const classReleases = pgTable(
  'class_releases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    /** 1 for the class's first release, one more for each. */
    number: integer('number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Made because the class closed: its last release, beyond the budget. */
    closing: boolean('closing').notNull().default(false),
    /** The responses the release counted, to tell how many came or went since. */
    countedIds: uuid('counted_ids').array().notNull(),
    /** The release's figures: exact counts of participation, noised figures about answers. */
    figures: jsonb('figures').$type<ClassReleaseFigures>().notNull(),
  },
  (table) => [
    unique('class_releases_class_number').on(table.classId, table.number),
    check('class_releases_number_positive', sql`${table.number} >= 1`),
  ],
);
