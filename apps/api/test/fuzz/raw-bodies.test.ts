import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../support/environment';
import { toJsonSchema, validValue } from './arbitrary-from-schema';
import { listApiRoutes, openFuzzHarness, type FuzzHarness } from './endpoint-fuzzer';
import type { FuzzWorld } from './fuzz-world';
import { RAW_BODY_CASES } from './raw-bodies';
import type { ApiRoute } from '../../src/http/route-table';
import { ROUTE_PLANS, routeKey } from './route-plans';

const ROUTES = await listApiRoutes();
/** Every endpoint that takes a body, and a few that do not (they must not care). */
const TARGETS = ROUTES.filter(
  (route) =>
    route.schema.body ||
    ['GET /api/health', 'POST /api/auth/logout', 'DELETE /api/surveys/:id'].includes(
      routeKey(route),
    ),
);

/** A body the endpoint accepts, for the cases that spoil a valid one. */
function validBody(route: ApiRoute, world: FuzzWorld): string {
  const schema = route.schema.body;
  if (!schema) return '{}';
  const corpus = ROUTE_PLANS[routeKey(route)]?.corpus?.(world) ?? [];
  const samples = [
    ...corpus,
    ...fc.sample(validValue(toJsonSchema(schema), world.known), { numRuns: 50, seed: 8 }),
  ];
  const valid = samples.find((sample) => schema.safeParse(sample).success);
  if (valid === undefined) throw new Error(`no valid body for ${routeKey(route)}`);
  return JSON.stringify(valid);
}

function addressOf(route: ApiRoute, world: FuzzWorld): string {
  const id = ROUTE_PLANS[routeKey(route)]?.knownIds?.(world)[0] ?? world.ids.responses[0]!;
  return route.url.replace(/:\w+/g, id);
}

describe.each(BACKENDS)('raw bodies on the %s database', (backend) => {
  let harness: FuzzHarness;
  beforeAll(async () => {
    harness = await openFuzzHarness(backend);
  });
  afterAll(() => harness?.close());

  it('covers every endpoint that takes a body', () => {
    expect(TARGETS.filter((route) => route.schema.body).length).toBeGreaterThanOrEqual(9);
  });

  it.each(TARGETS.map((route) => [routeKey(route), route] as const))(
    '%s: oversized, deep, mistyped, mis-encoded and cut bodies get a 4xx and store nothing',
    async (key, route) => {
      const { world } = harness;
      await harness.reset();
      const admin = route.adminAccess !== undefined && route.adminAccess !== 'public';
      // Signed in, so that the body is read (the admin guard answers before that otherwise);
      // logout would end the session it carries, so it goes without one.
      const token = ROUTE_PLANS[key]?.endsItsSession
        ? undefined
        : admin
          ? world.tokens.superadmin
          : world.tokens.respondent;
      const valid = validBody(route, world);
      for (const rawCase of RAW_BODY_CASES) {
        const headers: Record<string, string> = {};
        if (token) headers.authorization = `Bearer ${token}`;
        if (rawCase.contentType) headers['content-type'] = rawCase.contentType;
        const response = await harness.exercise(route, {
          url: addressOf(route, world),
          headers,
          payload: rawCase.body(valid),
        });
        if (route.schema.body && rawCase.expected !== undefined) {
          const status = response.statusCode;
          const what = `${rawCase.name} → ${status} ${response.body.slice(0, 200)}`;
          if (rawCase.expected === '4xx') expect(status >= 400 && status < 500, what).toBe(true);
          else expect(status, what).toBe(rawCase.expected);
        }
      }
      if (admin) {
        // Signed out, an oversized body is turned away all the same, before it is read.
        const response = await harness.exercise(route, {
          url: addressOf(route, world),
          headers: { 'content-type': 'application/json' },
          payload: RAW_BODY_CASES[0]!.body(valid),
        });
        expect([401, 413]).toContain(response.statusCode);
      }
    },
  );
});
