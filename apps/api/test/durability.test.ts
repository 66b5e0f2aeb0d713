import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKENDS } from './support/environment';
import {
  getSubmission,
  postSubmission,
  randomSubmission,
  submitUntilKilled,
  type Acknowledged,
  type Submission,
} from './support/kill-under-load';
import { killAllServers, runServerToExit, STARTUP_TIMEOUT_MS } from './support/server-process';
import {
  createEmbeddedStorage,
  createServerStorage,
  removeAllStorage,
} from './support/server-storage';

/**
 * DESIGN.md: "A killed process must reopen with every acknowledged response intact", and
 * two processes never open one data directory. These tests run the real server as
 * production does, on each database, kill it, and look at what survived.
 */

const CONCURRENCY = 8;
const ACKNOWLEDGED_BEFORE_KILL = 50;
const ROUNDS = 3;
/**
 * Server starts are slow on a busy 2-core machine and each has its own limit, so a test may
 * take that long per start; anything else hanging fails the test instead of the run.
 */
function timeoutFor(serverStarts: number): number {
  return serverStarts * STARTUP_TIMEOUT_MS + 30_000;
}

afterAll(async () => {
  await killAllServers();
  await removeAllStorage();
});

/** Runs `check` over `items`, a few at a time, so the server sees concurrent readers. */
async function inBatches<T>(items: T[], check: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += CONCURRENCY * 2) {
    await Promise.all(items.slice(start, start + CONCURRENCY * 2).map(check));
  }
}

/** Every acknowledged response is readable as sent, and a retry of it finds it stored (200, not 201). */
async function expectAllStoredOnce(
  baseUrl: string,
  acknowledged: Map<string, Acknowledged>,
): Promise<void> {
  const problems: string[] = [];
  await inBatches([...acknowledged], async ([id, { body, totalScore }]) => {
    const stored = await getSubmission(baseUrl, body);
    if (stored.status !== 200) {
      problems.push(`GET ${id}: ${stored.status}`);
      return;
    }
    const { data } = (await stored.json()) as {
      data: { id: string; responses: unknown; scores: { totalScore: number } };
    };
    if (data.id !== id) problems.push(`GET ${id}: returned ${data.id}`);
    if (data.scores.totalScore !== totalScore)
      problems.push(`GET ${id}: total ${data.scores.totalScore}, acknowledged ${totalScore}`);
    if (JSON.stringify(data.responses) !== JSON.stringify(body.responses))
      problems.push(`GET ${id}: answers differ from the submitted ones`);

    const retry = await postSubmission(baseUrl, body);
    if (retry.status !== 200) {
      problems.push(`re-POST ${id}: ${retry.status}, expected 200 (already stored)`);
      return;
    }
    const retried = (await retry.json()) as { data: { totalScore: number } };
    if (retried.data.totalScore !== totalScore)
      problems.push(`re-POST ${id}: total ${retried.data.totalScore}, first reply ${totalScore}`);
  });
  expect(problems, `of ${acknowledged.size} acknowledged responses`).toEqual([]);
}

/**
 * What the browser does after a submission it never saw answered: sends it again with the
 * same client id. Whether or not the killed server had stored it, the retry must be
 * acknowledged, as a new row (201) when it was absent and as the stored one (200) when not.
 * Resolves with the retries, now acknowledged.
 */
async function retryUnacknowledged(
  baseUrl: string,
  unacknowledged: Map<string, Submission>,
): Promise<Map<string, Acknowledged>> {
  const problems: string[] = [];
  const retried = new Map<string, Acknowledged>();
  await inBatches([...unacknowledged.values()], async (body) => {
    const before = await getSubmission(baseUrl, body);
    if (before.status !== 200 && before.status !== 404) {
      problems.push(`GET ${body.id}: ${before.status}, expected 200 or 404`);
      return;
    }
    const retry = await postSubmission(baseUrl, body);
    const expected = before.status === 200 ? 200 : 201;
    if (retry.status !== expected) {
      problems.push(
        `retry ${body.id}: ${retry.status}, expected ${expected} after GET ${before.status}`,
      );
      return;
    }
    const { data } = (await retry.json()) as { data: { totalScore: number } };
    retried.set(body.id, { body, totalScore: data.totalScore });
  });
  expect(problems, `of ${unacknowledged.size} unacknowledged submissions`).toEqual([]);
  return retried;
}

describe.each(BACKENDS)('the %s database when the server process dies', (backend) => {
  it(
    'keeps every acknowledged response exactly once through SIGKILLs, retries and a SIGTERM',
    { timeout: timeoutFor(ROUNDS + 1) },
    async () => {
      const storage = await createServerStorage(backend, 'migrated');
      const acknowledged = new Map<string, Acknowledged>();
      let server = await storage.start();

      for (let round = 1; round <= ROUNDS; round += 1) {
        const killed = await submitUntilKilled(server, ACKNOWLEDGED_BEFORE_KILL, CONCURRENCY);
        expect(killed.acknowledged.size).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
        // The kill interrupted work, not an idle server.
        expect(killed.inFlightAtKill).toBeGreaterThan(0);
        if (storage.lockFile) {
          // The killed process could not remove its lock; the next start must take it over.
          expect(fs.existsSync(storage.lockFile)).toBe(true);
        }
        for (const [id, entry] of killed.acknowledged) acknowledged.set(id, entry);

        server = await storage.start();
        const retried = await retryUnacknowledged(server.baseUrl, killed.unacknowledged);
        for (const [id, entry] of retried) acknowledged.set(id, entry);
        await expectAllStoredOnce(server.baseUrl, acknowledged);
      }
      // A SIGTERM, unlike the kills, closes cleanly: the process exits 0 and frees its lock.
      const exit = await server.kill('SIGTERM');
      expect(exit, server.output()).toEqual({ code: 0, signal: null });
      expect(server.output()).toContain('"signal":"SIGTERM"');
      if (storage.lockFile) expect(fs.existsSync(storage.lockFile)).toBe(false);

      // Read from the database itself: one row per submission, and no row nobody was told of.
      const storedIds = await storage.storedResponseIds();
      expect(storedIds.sort()).toEqual([...acknowledged.keys()].sort());
      expect(acknowledged.size).toBeGreaterThanOrEqual(ROUNDS * ACKNOWLEDGED_BEFORE_KILL);
    },
  );
});

describe('the embedded data directory', () => {
  it('cannot be opened by a second process', { timeout: timeoutFor(2) }, async () => {
    const storage = createEmbeddedStorage('migrated');
    const first = await storage.start();

    const second = await runServerToExit(storage.database);
    expect(second.code).not.toBe(0);
    expect(second.code).not.toBeNull();
    expect(second.stderr).toContain(
      `The data directory ${path.resolve(storage.dataDir)} is in use`,
    );
    expect(second.stderr).toContain(`process ${first.child.pid}`);

    // The loser did not take or remove the winner's lock, and the winner keeps serving.
    expect(fs.readFileSync(storage.lockFile, 'utf8')).toBe(String(first.child.pid));
    const health = await fetch(`${first.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    const created = await postSubmission(first.baseUrl, randomSubmission());
    expect(created.status).toBe(201);

    expect((await first.kill('SIGTERM')).code).toBe(0);
  });
});
