import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { countOf } from '../../db/count-of';
import type { ApiMessageKey } from '../../http/messages';

/** The columns of a select, as drizzle takes them. */
export type Columns = Record<string, PgColumn | SQL>;

/**
 * One entity of the study (a school, a wave, a class) as data: everything in which the three
 * differ that the shared repository (repository.ts), service (service.ts) and routes
 * (routes.ts) need to serve /api/admin/<segment>.
 */
export interface StudyEntity<Row, Reply, Create, Update = Create> {
  /** /api/admin/<segment>; also its key among the services and its audit actions' prefix. */
  segment: 'schools' | 'waves' | 'classes';
  /** The body of POST and PUT, and one row of a reply (@prca/core). */
  schemas: { create: z.ZodType<Create>; update: z.ZodType<Update>; reply: z.ZodType<Reply> };
  messages: { unknown: ApiMessageKey; hasResponses: ApiMessageKey };
  table: PgTable & { id: PgColumn };
  /** `SELECT columns FROM` the table and its joins (a class names its school and wave). */
  from?(runner: Database, columns: Columns): PgSelect; // the table alone when left out
  /** What a reply carries of a row, its counts included. */
  columns: Columns;
  orderBy: SQL[];
  toReply(row: Row): Reply;
  /** The column of survey_responses that names a row: a row a response names is kept. */
  responsesBy: PgColumn;
  /** What the audit log keeps of a deleted row: its name, by which a person knows it. */
  removed: Columns;
  /** The column of classes naming a row whose classes are deleted with it (and counted). */
  classesBy?: PgColumn;
}

/** An entity whose body is turned into column values as it is (a school, a wave). */
export interface EditableEntity<Row, Reply, Input, Values> extends StudyEntity<Row, Reply, Input> {
  /** The columns a body sets, as the audit log records them too. */
  valuesOf(input: Input): Values;
}

/** How many classes and responses name a school or a wave (`column` of both tables). */
export function classAndResponseCounts(column: string, table: string) {
  return {
    classCount: countOf('classes', column, table),
    responseCount: countOf('survey_responses', column, table),
  };
}

/** A row as a reply gives it: its creation time in ISO 8601. */
export function withIsoCreatedAt<Row extends { createdAt: Date }>(
  row: Row,
): Omit<Row, 'createdAt'> & { createdAt: string } {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
