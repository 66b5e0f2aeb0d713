import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../support/environment';
import { FUZZ_CASES, FUZZ_CASES_AT_MOST, FUZZ_REPLAY_HINT, FUZZ_SEED } from './budget';
import { listApiRoutes, openFuzzHarness, type FuzzHarness } from './endpoint-fuzzer';
import { ROUTE_PLANS, routeKey } from './route-plans';

const ROUTES = await listApiRoutes();
const sum = (counts: Iterable<number>) => [...counts].reduce((total, n) => total + n, 0);
process.stdout.write(`Endpoint fuzzer: ${FUZZ_REPLAY_HINT}.\n`);

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
      const mustAccept = !ROUTE_PLANS[key]?.neverAccepts;
      const statuses = new Map<number, number>();
      const sent = () => sum(statuses.values());
      const accepted = () =>
        sum([...statuses].filter(([status]) => status < 400).map(([, n]) => n));
      // Some generated requests must get through, or the fuzzer only ever tested validation.
      // On a few endpoints under one in a hundred do (a whole valid submission from the right
      // caller), so a run without any sends more, from the next seeds, up to FUZZ_CASES_AT_MOST.
      for (let round = 0; round === 0 || (mustAccept && accepted() === 0); round += 1) {
        if (sent() >= FUZZ_CASES_AT_MOST) break;
        for (const [status, n] of await harness.fuzz(route, FUZZ_CASES, FUZZ_SEED + round))
          statuses.set(status, (statuses.get(status) ?? 0) + n);
      }
      expect(sent()).toBeGreaterThanOrEqual(FUZZ_CASES);
      if (mustAccept)
        expect(accepted(), `${JSON.stringify([...statuses])}; ${FUZZ_REPLAY_HINT}`).toBeGreaterThan(
          0,
        );
    },
    // Routes that hash or verify a password (argon2id, 64 MiB) take tens of seconds for a
    // thousand cases on a busy two-core machine; the rest take a few.
    120_000,
  );
});
