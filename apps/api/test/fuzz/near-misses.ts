import fc from 'fast-check';
import { hostileString, hugeString } from './hostile-strings';
import {
  typesOf,
  validNumber,
  validObject,
  validString,
  validValue,
  type JsonSchema,
  type KnownValues,
} from './valid-values';

/** One JSON value of each kind, so that every field also sees every wrong type. */
const ANY_TYPE: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  '',
  'x',
  '1',
  [],
  [1],
  {},
  { a: 1 },
];

/** A copy of `object` with `key` set, even `__proto__`, as JSON.parse would leave it. */
function withKey(object: unknown, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...(object as Record<string, unknown>) };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

function withoutKey(object: unknown, key: string): Record<string, unknown> {
  const { [key]: _removed, ...rest } = object as Record<string, unknown>;
  return rest;
}

const extraKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'role', 'admin', 'success', ''),
  hostileString(20),
);

/**
 * Days of the right shape that no database or calendar can hold (issue 29): year 0, negative and
 * five-digit years, days a month lacks, the edges just past core's calendarDate.
 */
const IMPOSSIBLE_DAYS = [
  '0000-01-01',
  '-0001-01-01',
  '-271821-04-19',
  '0999-12-31',
  '9999-01-01',
  '9999-12-31',
  '99999-01-01',
  '+275760-09-13',
  '2025-02-30',
  '2023-02-29',
  '2025-04-31',
  '2025-13-01',
  '2025-00-00',
];
const impossibleDay = fc.constantFrom(...IMPOSSIBLE_DAYS);
const impossibleInstant = fc
  .tuple(impossibleDay, fc.constantFrom('T00:00:00Z', 'T23:59:59.999+07:00', 'T12:00:00-12:00'))
  .map(([day, time]) => day + time);

/** `date` or `date-time` when the schema (or one of its branches, e.g. nullable) is one. */
function dateFormatOf(schema: JsonSchema): string | undefined {
  if (schema.format === 'date' || schema.format === 'date-time') return schema.format;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]
    .map(dateFormatOf)
    .find((format) => format !== undefined);
}

/** Breaks of a string's own constraints: length, pattern, format, hostile text. */
function stringBreaks(schema: JsonSchema, known: KnownValues): fc.Arbitrary<unknown>[] {
  const breaks: fc.Arbitrary<unknown>[] = [hostileString(), hugeString];
  if (schema.format === 'date') breaks.push(impossibleDay, impossibleDay);
  if (schema.format === 'date-time') breaks.push(impossibleInstant, impossibleInstant);
  const min = schema.minLength ?? 0;
  if (min > 0) breaks.push(fc.string({ maxLength: min - 1 }));
  if (schema.maxLength !== undefined) {
    breaks.push(fc.constantFrom('x', 'ệ').map((unit) => unit.repeat(schema.maxLength! + 1)));
  }
  if (schema.pattern || schema.format) {
    breaks.push(
      fc
        .tuple(validString(schema, known), hostileString(8), fc.boolean())
        .map(([valid, noise, before]) => (before ? noise + valid : valid + noise)),
      validString(schema, known).map((valid) => valid.toUpperCase()),
      validString(schema, known).map((valid) => ` ${valid} `),
      validString(schema, known).map((valid) => valid.slice(0, -1)),
    );
  }
  return breaks;
}

function numberBreaks(schema: JsonSchema, integer: boolean): fc.Arbitrary<unknown>[] {
  const edges: unknown[] = [-0, 2 ** 53 + 1, -(2 ** 63), 1e308, -1e308, Number.MIN_VALUE];
  for (const bound of [schema.minimum, schema.exclusiveMinimum]) {
    if (bound !== undefined) edges.push(bound - 1, bound - 0.5);
  }
  for (const bound of [schema.maximum, schema.exclusiveMaximum]) {
    if (bound !== undefined) edges.push(bound + 1, bound + 0.5);
  }
  const breaks: fc.Arbitrary<unknown>[] = [
    fc.constantFrom(...edges),
    validNumber(schema, integer).map(String),
  ];
  if (integer) breaks.push(validNumber(schema, integer).map((value) => value + 0.25));
  return breaks;
}

function objectBreaks(schema: JsonSchema, known: KnownValues): fc.Arbitrary<unknown>[] {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  const valid = validObject(schema, known);
  const breaks: fc.Arbitrary<unknown>[] = [
    fc
      .tuple(valid, fc.array(fc.tuple(extraKey, fc.jsonValue({ maxDepth: 2 })), { minLength: 1 }))
      .map(([object, extras]) =>
        extras.reduce((result, [key, value]) => withKey(result, key, value), object),
      ),
  ];
  // A date field set to a day no database holds: drawn here as well as among the field's own
  // breaks, which are too far down to be drawn often (a wave dated year 0 answered 500).
  const dateKeys = keys.filter((key) => dateFormatOf(properties[key]!) !== undefined);
  if (dateKeys.length > 0) {
    breaks.push(
      fc
        .tuple(valid, fc.constantFrom(...dateKeys))
        .chain(([object, key]) =>
          (dateFormatOf(properties[key]!) === 'date' ? impossibleDay : impossibleInstant).map(
            (day) => withKey(object, key, day),
          ),
        ),
    );
  }
  if (schema.required?.length) {
    breaks.push(
      fc
        .tuple(valid, fc.constantFrom(...schema.required))
        .map(([object, key]) => withoutKey(object, key)),
    );
  }
  if (keys.length > 0) {
    breaks.push(
      fc
        .constantFrom(...keys)
        .chain((key) =>
          fc
            .tuple(valid, nearValidValue(properties[key]!, known))
            .map(([object, broken]) => withKey(object, key, broken)),
        ),
    );
  }
  return breaks;
}

function arrayBreaks(schema: JsonSchema, known: KnownValues): fc.Arbitrary<unknown>[] {
  const item = schema.items ?? {};
  const breaks: fc.Arbitrary<unknown>[] = [
    fc
      .tuple(validValue(schema, known), nearValidValue(item, known))
      .map(([array, broken]) => [...(array as unknown[]), broken]),
    validValue(item, known).map((value) => [[value]]),
  ];
  if ((schema.minItems ?? 0) > 0) breaks.push(fc.constant([]));
  if (schema.maxItems !== undefined) {
    breaks.push(
      validValue(item, known).map((value) =>
        Array.from({ length: schema.maxItems! + 1 }, () => value),
      ),
    );
  }
  return breaks;
}

/**
 * Values one step away from valid: a wrong type, a bound crossed, a field missing or added, a
 * near-miss of an enumeration, hostile text; in objects and arrays, one part broken so.
 * Some of them are still valid (an extra field that the schema strips, say): the server must
 * take those too.
 */
export function nearValidValue(schema: JsonSchema, known: KnownValues = {}): fc.Arbitrary<unknown> {
  const breaks: fc.Arbitrary<unknown>[] = [fc.constantFrom(...ANY_TYPE)];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) breaks.push(...branches.map((branch) => nearValidValue(branch, known)));
  if (schema.enum || 'const' in schema) {
    const values = (schema.enum ?? [schema.const]).filter(
      (v): v is string => typeof v === 'string',
    );
    if (values.length > 0) {
      breaks.push(
        fc
          .tuple(fc.constantFrom(...values), fc.constantFrom('upper', 'space', 'accent', 'half'))
          .map(([value, how]) =>
            how === 'upper'
              ? value.toUpperCase()
              : how === 'space'
                ? `${value} `
                : how === 'accent'
                  ? `${value}ệ`
                  : value.slice(0, Math.ceil(value.length / 2)),
          ),
      );
    }
  } else {
    for (const type of typesOf(schema)) {
      if (type === 'string') breaks.push(...stringBreaks(schema, known));
      if (type === 'integer' || type === 'number')
        breaks.push(...numberBreaks(schema, type === 'integer'));
      if (type === 'object') breaks.push(...objectBreaks(schema, known));
      if (type === 'array') breaks.push(...arrayBreaks(schema, known));
      if (type === 'boolean') breaks.push(fc.constantFrom('true', 'false', 1, 0, 'yes'));
    }
  }
  return fc.oneof(...breaks);
}

/** Any JSON at all, shaped by nothing. */
export const garbageValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  hostileString(),
  fc.constantFrom(...ANY_TYPE),
);
