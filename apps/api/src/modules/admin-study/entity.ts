import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { countOf } from '../../db/count-of';
import { classes, surveyResponses, type schools, type waves } from '../../db/schema';
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

/** A row as a reply gives it: its creation time in ISO 8601. */
type WithIsoCreatedAt<Row> = Omit<Row, 'createdAt'> & { createdAt: string };

function withIsoCreatedAt<Row extends { createdAt: Date }>(row: Row): WithIsoCreatedAt<Row> {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/**
 * A school or a wave: a named row that classes belong to, listed with how many classes and
 * responses name it, and deleted with its classes while no response does. The two differ only
 * in what is given here; the rest follows from `segment`.
 */
export function parentOfClasses<
  Segment extends 'schools' | 'waves',
  Row extends { createdAt: Date },
  Input,
  Values,
>({
  segment,
  table,
  schemas,
  columns = {},
  orderBy,
  valuesOf,
}: {
  segment: Segment;
  table: typeof schools | typeof waves;
  /** The body of POST and PUT (one schema for both), and one row of a reply. */
  schemas: { input: z.ZodType<Input>; reply: z.ZodType<WithIsoCreatedAt<Row>> };
  /** What a reply carries besides its id, name, creation time and counts. */
  columns?: Columns;
  orderBy: SQL[];
  valuesOf(input: Input): Values;
}): EditableEntity<Row, WithIsoCreatedAt<Row>, Input, Values> & { segment: Segment } {
  const kind = segment === 'schools' ? 'school' : 'wave';
  const column = `${kind}_id`;
  return {
    segment,
    schemas: { create: schemas.input, update: schemas.input, reply: schemas.reply },
    messages: { unknown: `study.${kind}Unknown`, hasResponses: `study.${kind}HasResponses` },
    table,
    columns: {
      id: table.id,
      name: table.name,
      ...columns,
      createdAt: table.createdAt,
      classCount: countOf('classes', column, segment),
      responseCount: countOf('survey_responses', column, segment),
    },
    orderBy,
    toReply: withIsoCreatedAt,
    valuesOf,
    responsesBy: surveyResponses[`${kind}Id`],
    removed: { name: table.name },
    classesBy: classes[`${kind}Id`],
  };
}
