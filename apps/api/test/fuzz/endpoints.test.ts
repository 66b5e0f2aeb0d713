import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../support/environment';
import { listApiRoutes, openFuzzHarness, type FuzzHarness } from './endpoint-fuzzer';
import { ROUTE_PLANS, routeKey } from './route-plans';

const CASES_PER_ENDPOINT = 1000;
const ROUTES = await listApiRoutes();

describe('the route table the fuzzer walks', () => {
  it('holds the public and the admin endpoints, and every special plan names one of them', () => {
    const keys = ROUTES.map(routeKey);
    expect(keys).toContain('POST /api/surveys');
    expect(keys).toContain('PUT /api/admin/settings');
    expect(keys.filter((key) => key.includes(' /api/admin/')).length).toBeGreaterThan(15);
    expect(Object.keys(ROUTE_PLANS).filter((key) => !keys.includes(key))).toEqual([]);
  });
});

describe.each(BACKENDS)('every endpoint on the %s database, with generated requests', (backend) => {
  let harness: FuzzHarness;
  beforeAll(async () => {
    harness = await openFuzzHarness(backend);
  });
  afterAll(() => harness?.close());

  it.each(ROUTES.map((route) => [routeKey(route), route] as const))(
    '%s: never a 5xx, replies as documented, stores nothing when it refuses',
    async (key, route) => {
      const statuses = await harness.fuzz(route, CASES_PER_ENDPOINT);
      const sent = [...statuses.values()].reduce((sum, count) => sum + count, 0);
      expect(sent).toBeGreaterThanOrEqual(CASES_PER_ENDPOINT);
      // Some generated requests must get through, or the fuzzer only ever tested validation.
      const accepted = [...statuses]
        .filter(([status]) => status < 400)
        .reduce((sum, [, count]) => sum + count, 0);
      if (!ROUTE_PLANS[key]?.neverAccepts)
        expect(accepted, JSON.stringify([...statuses])).toBeGreaterThan(0);
    },
    // Routes that hash or verify a password (argon2id, 64 MiB) take tens of seconds for their
    // thousand cases on a busy two-core machine; the rest take a few.
    120_000,
  );
});
