import { z } from 'zod';
import { GENDERS, GRADES, PARTICIPATION_LEVELS } from './demographics';
import { calendarDate } from './calendar-date';

/*
 * One filter set for every figure (issue 14, DESIGN.md "One filter set"): the analytics, the
 * reliability, the statistics, the responses list and the exports all take these query
 * parameters and answer for exactly that subset. Each list parameter takes one value or several
 * separated by commas (`grade=grade10,grade11`); several values of one parameter mean "any of
 * them", different parameters mean "all of them".
 */

/**
 * Splits `a,b, c` into ['a','b','c']; an empty item (`a,,b`) is a mistake, not a wildcard.
 * `itemPattern` says what one item looks like, for the OpenAPI document and the API's fuzzer
 * (the items' own schemas check them).
 */
export function commaList<T extends z.ZodType<string, string>>(
  item: T,
  parameter: string,
  itemPattern: string,
) {
  return z
    .string()
    .transform((value) => value.split(',').map((part) => part.trim()))
    .pipe(z.array(item).min(1).max(500))
    .transform((values) => [...new Set(values)] as z.output<T>[])
    .meta({
      description: `One ${parameter} or several, separated by commas.`,
      pattern: `^ *(${itemPattern}) *(, *(${itemPattern}) *)*$`,
    });
}

const UUID_PATTERN = '[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}';
export const oneOf = (values: readonly string[]) => values.join('|');

const day = calendarDate('filter.dateInvalid');

const id = z.uuid({ error: 'filter.idInvalid' });

/** The filters that choose responses by a group they belong to (compare's first groupings). */
export const GROUP_FILTERS = [
  'school',
  'class',
  'wave',
  'grade',
  'gender',
  'participation',
] as const;

export const FILTER_PARAMETERS = ['from', 'to', ...GROUP_FILTERS, 'quality'] as const;
export type FilterParameter = (typeof FILTER_PARAMETERS)[number];

/**
 * Which responses by their data-quality flags (issue 17): every one (the default), only those
 * not excluded, or only those excluded; a researcher's override decides over the flags (core's
 * isExcluded: `keep` counts as unflagged, `exclude` as flagged).
 */
export const QUALITY_FILTERS = ['all', 'unflagged', 'flagged'] as const;
export type QualityFilter = (typeof QUALITY_FILTERS)[number];

/** The filter fields, for query schemas that add their own (pagination, format, grouping…). */
export const analyticsFilterFields = {
  from: day.optional(),
  to: day.optional(),
  school: commaList(id, 'school id', UUID_PATTERN).optional(),
  class: commaList(id, 'class id', UUID_PATTERN).optional(),
  wave: commaList(id, 'wave id', UUID_PATTERN).optional(),
  grade: commaList(
    z.enum(GRADES, { error: 'filter.valueUnknown' }),
    'grade',
    oneOf(GRADES),
  ).optional(),
  gender: commaList(
    z.enum(GENDERS, { error: 'filter.valueUnknown' }),
    'gender',
    oneOf(GENDERS),
  ).optional(),
  participation: commaList(
    z.enum(PARTICIPATION_LEVELS, { error: 'filter.valueUnknown' }),
    'participation level',
    oneOf(PARTICIPATION_LEVELS),
  ).optional(),
  quality: z
    .enum(QUALITY_FILTERS, { error: 'filter.valueUnknown' })
    .optional()
    .meta({ description: 'all (the default), unflagged or flagged responses (issue 17).' }),
};

function rangeInOrder(query: Record<string, unknown>): boolean {
  const { from, to } = query as { from?: string; to?: string };
  return !from || !to || from <= to;
}

/**
 * A query of the filters and `extra` fields. Strict, so that a misspelt parameter (`grades=`) is
 * a 400 naming it rather than a figure for the whole study that looks filtered.
 */
export function filteredQuerySchema<S extends z.ZodRawShape>(extra: S) {
  return z
    .strictObject({ ...analyticsFilterFields, ...extra })
    .refine(rangeInOrder, { error: 'filter.rangeOrder', path: ['to'] });
}

export const analyticsFiltersSchema = filteredQuerySchema({});

export type AnalyticsFilters = z.output<typeof analyticsFiltersSchema>;
export type AnalyticsFiltersInput = z.input<typeof analyticsFiltersSchema>;

/** The filters as query parameters in a stable order (the web keeps them in the address). */
export function filtersToQuery(filters: AnalyticsFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of FILTER_PARAMETERS) {
    const value = filters[key];
    if (value !== undefined) query[key] = Array.isArray(value) ? value.join(',') : value;
  }
  return query;
}
