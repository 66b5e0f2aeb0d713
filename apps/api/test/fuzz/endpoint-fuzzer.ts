import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../support/app';
import type { ApiRoute } from '../../src/http/route-table';
import type { BackendName } from '../support/environment';
import { installChangeJournal, takeChanges, type StoredChange } from './change-journal';
import { createFuzzWorld, type FuzzWorld } from './fuzz-world';
import { checkReply } from './reply-checks';
import { requestCases, type Caller } from './request-cases';
import { ROUTE_PLANS, routeKey } from './route-plans';

/** The app as the fuzzer needs it: no rate limit, which would answer 429 after 1,000 cases. */
export const openFuzzedApp = (backend: BackendName) =>
  createTestApp(backend, { RATE_LIMIT_PER_MINUTE: 0 });

/** Every /api endpoint the real app registers, from its own route table (app.apiRoutes). */
export async function listApiRoutes(): Promise<ApiRoute[]> {
  const t = await openFuzzedApp('embedded');
  try {
    return t.app.apiRoutes;
  } finally {
    await t.close();
  }
}

const SIGNED_IN: Partial<Record<Caller, 'admin' | 'respondent'>> = {
  superadmin: 'admin',
  viewer: 'admin',
  counsellor: 'admin',
  expiredAdmin: 'admin',
  respondent: 'respondent',
};

/** One request as sent: the address with its query, headers, and the body's bytes if any. */
export interface SentRequest {
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

export interface FuzzHarness {
  t: TestApp;
  world: FuzzWorld;
  /**
   * Sends one request and checks what every reply must be (reply-checks.ts) and that a refusal
   * stored nothing; returns the reply for further checks.
   */
  exercise(route: ApiRoute, request: SentRequest): Promise<LightMyRequestResponse>;
  /** Puts the world back as it was made (before each endpoint's run). */
  reset(): Promise<void>;
  /**
   * Sends `numRuns` requests generated from `seed` to one endpoint; returns how many got each
   * status. A failure's message carries the seed (fast-check's report).
   */
  fuzz(route: ApiRoute, numRuns: number, seed: number): Promise<Map<number, number>>;
  close(): Promise<void>;
}

/** The n-th of the addresses in 10.0.0.0/8. */
function addressNumber(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

function describeStored(changes: StoredChange[]): string {
  return changes.map((change) => `${change.operation} ${change.table}`).join(', ');
}

export async function openFuzzHarness(backend: BackendName): Promise<FuzzHarness> {
  const t = await openFuzzedApp(backend);
  const db = t.database.db;
  const world = await createFuzzWorld(t.app, db);
  await installChangeJournal(db);

  let sentCount = 0;
  async function exercise(route: ApiRoute, request: SentRequest) {
    const plan = ROUTE_PLANS[routeKey(route)] ?? {};
    sentCount += 1;
    const response = await t.app.inject({
      method: route.method as 'GET',
      url: request.url,
      headers: request.headers,
      ...(plan.spreadAddresses ? { remoteAddress: addressNumber(sentCount) } : {}),
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
    // New quality thresholds recompute the flags after the reply: their writes are that
    // request's, not the next one's.
    await t.app.backgroundWork();
    const stored = await takeChanges(db);
    checkReply(route, response);
    if (response.statusCode >= 400) {
      const allowed = new Set(plan.writesWhenRefused ?? []);
      const unexpected = stored.filter((change) => !allowed.has(change.table));
      if (unexpected.length > 0) {
        throw new Error(
          `${routeKey(route)} refused with ${response.statusCode} but stored: ${describeStored(unexpected)}`,
        );
      }
    } else if (plan.restoreAfterAccepted && stored.some((c) => c.operation === 'DELETE')) {
      await world.restoreDeleted();
      await takeChanges(db);
    }
    return response;
  }

  async function reset() {
    await world.restore();
    await takeChanges(db);
  }

  async function fuzz(route: ApiRoute, numRuns: number, seed: number) {
    const plan = ROUTE_PLANS[routeKey(route)] ?? {};
    const known = { ...world.known, uuid: plan.knownIds?.(world) ?? world.known.uuid };
    const statuses = new Map<number, number>();
    await reset();

    const corpus = plan.corpus?.(world) ?? [];
    const cases = requestCases(route, plan, { ...world, known, corpus });
    await fc.assert(
      fc.asyncProperty(cases, async ({ caller, url, headers, payload }) => {
        const kind = SIGNED_IN[caller];
        if (plan.endsItsSession && kind && caller !== 'expiredAdmin') {
          headers = { ...headers, authorization: `Bearer ${await world.throwawayToken(kind)}` };
          await takeChanges(db);
        }
        const sent = { url, headers, ...(payload !== undefined ? { payload } : {}) };
        const response = await exercise(route, sent);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      }),
      { numRuns, seed },
    );
    return statuses;
  }

  return { t, world, exercise, reset, fuzz, close: () => t.close() };
}
