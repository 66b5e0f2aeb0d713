import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { nearValidValue, toJsonSchema, validValue } from './arbitrary-from-schema';
import { listApiRoutes } from './endpoint-fuzzer';
import { routeKey } from './route-plans';

const REQUEST_PARTS = ['params', 'querystring', 'body'] as const;
const SCHEMAS: [string, z.ZodType][] = (await listApiRoutes()).flatMap((route) =>
  REQUEST_PARTS.flatMap((part) => {
    const schema = route.schema[part];
    return schema ? [[`${routeKey(route)} ${part}`, schema] as [string, z.ZodType]] : [];
  }),
);

const shareAccepted = (schema: z.ZodType, values: unknown[]) =>
  values.filter((value) => schema.safeParse(value).success).length / values.length;

// The fuzzer only reaches the handlers if its "valid" values pass the real schemas, and only
// tests validation if its near misses mostly do not.
describe('values generated from every request schema of the app', () => {
  it('has schemas to generate from', () => {
    expect(SCHEMAS.length).toBeGreaterThan(15);
  });

  it.each(SCHEMAS)('%s: valid values pass the zod schema', (_, schema) => {
    const values = fc.sample(validValue(toJsonSchema(schema)), { numRuns: 200, seed: 1 });
    expect(shareAccepted(schema, values)).toBeGreaterThanOrEqual(0.8);
  });

  it.each(SCHEMAS)('%s: near misses are mostly refused', (_, schema) => {
    const values = fc.sample(nearValidValue(toJsonSchema(schema)), { numRuns: 200, seed: 1 });
    expect(shareAccepted(schema, values)).toBeLessThanOrEqual(0.6);
  });
});
