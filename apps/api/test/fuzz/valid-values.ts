import {
  COMPARE_GROUPINGS,
  LINK_QUESTIONS,
  isGroupOf,
  isLinkLetter,
  type CompareGrouping,
} from '@prca/core';
import fc from 'fast-check';
import { z } from 'zod';
import { hostileString, vietnameseText } from './hostile-strings';

/** The part of JSON Schema (draft 2020-12) that zod's request schemas turn into. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/**
 * Values the app already holds (ids of stored rows, a guest's e-mail and key, usernames), by
 * string format (`uuid`, `email`) or `string` for plain text. Drawing on them now and then lets
 * generated requests find real rows, so the handlers' logic runs and not only the validation.
 */
export type KnownValues = Partial<Record<string, readonly string[]>>;

const converted = new WeakMap<z.ZodType, JsonSchema>();

/**
 * A request schema as JSON Schema, on its input side (what a client sends). A pipe such as the
 * e-mail schema (trim, lower-case, then check) keeps the format of its last step, which the
 * input side alone would lose. Converted once per schema and shared: callers only read it.
 */
export function toJsonSchema(schema: z.ZodType): JsonSchema {
  let json = converted.get(schema);
  if (!json) converted.set(schema, (json = convert(schema)));
  return json;
}

function convert(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const def = zodSchema._zod.def as { type: string; out?: z.ZodType };
      if (def.type !== 'pipe' || !def.out) return;
      const last = def.out._zod.def as { format?: string; pattern?: RegExp };
      if (last.format) Object.assign(jsonSchema, { format: last.format });
      if (last.pattern) Object.assign(jsonSchema, { pattern: last.pattern.source });
    },
  }) as JsonSchema;
}

export const typesOf = (schema: JsonSchema): string[] => [schema.type ?? []].flat();

const safeDates = fc.date({
  min: new Date('1990-01-01T00:00:00Z'),
  max: new Date('2100-12-31T23:59:59Z'),
  noInvalidDate: true,
});

/** Generators for string formats: the regular expressions zod writes are too strict to draw from. */
const FORMATS: Record<string, fc.Arbitrary<string>> = {
  uuid: fc.uuid(),
  'date-time': safeDates.map((date) => date.toISOString()),
  date: safeDates.map((date) => date.toISOString().slice(0, 10)),
  email: fc
    .tuple(
      fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,20}[a-z0-9]$/),
      fc.stringMatching(/^[a-z0-9]{1,12}$/),
      fc.constantFrom('vn', 'edu.vn', 'com', 'org'),
    )
    .filter(([local]) => !local.includes('..'))
    .map(([local, domain, tld]) => `${local}@${domain}.${tld}`),
};

const matchingByPattern = new Map<string, fc.Arbitrary<string>>();

/**
 * Strings a pattern matches, the arbitrary built once per pattern: building one parses the
 * pattern into a tree of arbitraries, and a chained arbitrary (near-misses.ts) builds its inner
 * ones anew for every value it draws (measured: a third of the endpoint fuzzer's time).
 */
function matching(pattern: RegExp): fc.Arbitrary<string> {
  let arbitrary = matchingByPattern.get(pattern.source);
  if (!arbitrary) matchingByPattern.set(pattern.source, (arbitrary = fc.stringMatching(pattern)));
  return arbitrary;
}

export function validString(schema: JsonSchema, known: KnownValues): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength;
  const fits = (value: string) => value.length >= min && (max === undefined || value.length <= max);
  // Stored values help only where the schema would take them: a list filter's pattern refuses
  // a username, and with nine such filters hardly any drawn query would get through.
  const pattern = schema.pattern ? new RegExp(schema.pattern) : undefined;
  const knownHere = (known[schema.format ?? 'string'] ?? []).filter(
    (value) => !pattern || pattern.test(value),
  );
  const drawn: fc.Arbitrary<string>[] = [];
  const format = schema.format ? FORMATS[schema.format] : undefined;
  if (format) drawn.push(format);
  else if (pattern) drawn.push(matching(pattern));
  else {
    drawn.push(
      fc.string({ minLength: min, maxLength: Math.min(max ?? min + 40, min + 40) }),
      vietnameseText,
      hostileString(Math.min(max ?? 300, 300)),
    );
  }
  if (knownHere.length > 0) drawn.push(fc.constantFrom(...knownHere));
  const text = fc.oneof(...drawn);
  return min > 0 || max !== undefined ? text.filter(fits) : text;
}

export function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1e9) + (integer ? 1 : 1e-6);
  const max = schema.maximum ?? (schema.exclusiveMaximum ?? 1e9) - (integer ? 1 : 1e-6);
  if (integer) {
    const lo = Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER);
    const hi = Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER);
    return fc.oneof(fc.integer({ min: lo, max: hi }), fc.constantFrom(lo, hi));
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

export function validObject(schema: JsonSchema, known: KnownValues): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const fields = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, validValue(value, known)]),
  );
  return fc
    .record(fields, { requiredKeys: schema.required ?? [] })
    .map((value) => lettersAreLetters(rangeInOrder(aliasesAgree(groupsOfTheirGrouping(value)))));
}

/*
 * What the schemas' refinements require and JSON Schema cannot say: without these, most values
 * drawn for the routes that have them would be refused before reaching a handler.
 */

/** A date range comes in order (the filter set's `from` ≤ `to`; trends' aliases too). */
function rangeInOrder(value: Record<string, unknown>): Record<string, unknown> {
  const start = value.from ?? value.startDate;
  const end = value.to ?? value.endDate;
  if (typeof start !== 'string' || typeof end !== 'string' || start <= end) return value;
  const swapped = { ...value };
  for (const key of ['from', 'startDate'] as const) if (key in value) swapped[key] = end;
  for (const key of ['to', 'endDate'] as const) if (key in value) swapped[key] = start;
  return swapped;
}

/** Trends' `startDate` and `endDate` are other names for `from` and `to`: the same day when both. */
function aliasesAgree(value: Record<string, unknown>): Record<string, unknown> {
  const agreed = { ...value };
  if ('startDate' in value && 'from' in value) agreed.startDate = value.from;
  if ('endDate' in value && 'to' in value) agreed.endDate = value.to;
  return agreed;
}

/** Compare's `groups` are groups of its `by` grouping (values of it, or study ids). */
function groupsOfTheirGrouping(value: Record<string, unknown>): Record<string, unknown> {
  const { by, groups } = value;
  if (typeof groups !== 'string' || !(COMPARE_GROUPINGS as readonly unknown[]).includes(by)) {
    return value;
  }
  const theirs = groups.split(',').filter((group) => isGroupOf(by as CompareGrouping, group));
  const { groups: _dropped, ...rest } = value;
  return theirs.length > 0 ? { ...rest, groups: theirs.join(',') } : rest;
}

const LINK_LETTER_KEYS: readonly string[] = LINK_QUESTIONS.filter(
  (question) => question.kind === 'letter',
).map((question) => question.key);
/** Letters a student types, with and without diacritics, in either case. */
const SOME_LETTERS = ['A', 'đ', 'Ư', 'ô', 'Z', 'ặ', 'k', 'Ê'];

/** A linking answer (`link` of a submission) that asks for a letter is one letter. */
function lettersAreLetters(value: Record<string, unknown>): Record<string, unknown> {
  const letters = { ...value };
  for (const key of LINK_LETTER_KEYS) {
    const typed = value[key];
    if (typeof typed === 'string' && !isLinkLetter(typed)) {
      letters[key] = SOME_LETTERS[typed.length % SOME_LETTERS.length];
    }
  }
  return letters;
}

/** Values the schema accepts, as far as JSON Schema can say (refinements are zod's to check). */
export function validValue(schema: JsonSchema, known: KnownValues = {}): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((branch) => validValue(branch, known)));
  if (schema.allOf?.[0]) return validValue(schema.allOf[0], known);
  const types = typesOf(schema);
  if (types.length === 0) return fc.jsonValue({ maxDepth: 3 });
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'object':
          return validObject(schema, known);
        case 'array':
          return fc.array(validValue(schema.items ?? {}, known), {
            minLength: schema.minItems ?? 0,
            maxLength: Math.min(schema.maxItems ?? Infinity, (schema.minItems ?? 0) + 4),
          });
        case 'string':
          return validString(schema, known);
        case 'integer':
          return validNumber(schema, true);
        case 'number':
          return validNumber(schema, false);
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        default:
          return fc.jsonValue({ maxDepth: 2 });
      }
    }),
  );
}
