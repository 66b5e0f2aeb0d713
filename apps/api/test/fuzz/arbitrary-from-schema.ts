import fc from 'fast-check';
import { garbageValue, nearValidValue } from './near-misses';
import { validValue, type JsonSchema, type KnownValues } from './valid-values';

/*
 * Fuzz values from a JSON Schema (zod's request schemas through z.toJSONSchema): valid values
 * (valid-values.ts), near misses (near-misses.ts) and garbage, mixed by weight.
 */
export { garbageValue, nearValidValue } from './near-misses';
export { toJsonSchema, validValue, type JsonSchema, type KnownValues } from './valid-values';

export type CaseKind = 'valid' | 'nearValid' | 'garbage';
export type CaseWeights = Record<CaseKind, number>;

/** The usual mix: mostly near misses, enough valid values to reach the handlers, some noise. */
export const DEFAULT_WEIGHTS: CaseWeights = { valid: 3, nearValid: 6, garbage: 1 };

/** A value for a schema, tagged with how it was made. */
export function fuzzValue(
  schema: JsonSchema,
  known: KnownValues = {},
  weights: CaseWeights = DEFAULT_WEIGHTS,
): fc.Arbitrary<{ kind: CaseKind; value: unknown }> {
  const tagged = (kind: CaseKind, arbitrary: fc.Arbitrary<unknown>) => ({
    weight: weights[kind],
    arbitrary: arbitrary.map((value) => ({ kind, value })),
  });
  return fc.oneof(
    tagged('valid', validValue(schema, known)),
    tagged('nearValid', nearValidValue(schema, known)),
    tagged('garbage', garbageValue),
  );
}
