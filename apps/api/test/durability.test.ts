import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  killAllServers,
  runServerToExit,
  startServer,
  type ServerProcess,
} from './support/server-process';
import { responsesFrom, validSubmission } from './support/submissions';

/**
 * DESIGN.md: "A killed process must reopen with every acknowledged response intact", and
 * two processes never open one data directory. These tests run the real server as
 * production does, kill it, and look at what survived.
 */

const LOCK_FILE = 'prca.lock';
const CONCURRENCY = 8;
const ACKNOWLEDGED_BEFORE_KILL = 50;
const ROUNDS = 3;

const dataDirs: string[] = [];
function freshDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prca-durability-'));
  dataDirs.push(dir);
  return dir;
}

afterAll(async () => {
  await killAllServers();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

interface Acknowledged {
  body: Record<string, unknown>;
  totalScore: number;
}

/** A valid submission with a client-generated id and random answers (so scores differ). */
function randomSubmission(): Record<string, unknown> {
  const answers = Array.from({ length: 24 }, () => 1 + Math.floor(Math.random() * 5));
  return validSubmission({ id: randomUUID(), responses: responsesFrom(answers) });
}

function post(baseUrl: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl}/api/surveys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * Keeps CONCURRENCY submissions in flight and records each one answered 201. Once `target`
 * have been acknowledged in this round, SIGKILLs the server from inside the response
 * handler, so the other requests are still in flight when it dies. Resolves with how many
 * requests were unanswered at the moment of the kill.
 */
async function submitUntilKilled(
  server: ServerProcess,
  acknowledged: Map<string, Acknowledged>,
  target: number,
): Promise<{ inFlightAtKill: number; acknowledgedThisRound: number }> {
  let acknowledgedThisRound = 0;
  let inFlight = 0;
  let inFlightAtKill = -1;
  let killed = false;

  const worker = async () => {
    while (!killed) {
      const body = randomSubmission();
      inFlight += 1;
      let response: Response;
      try {
        response = await post(server.baseUrl, body);
      } catch (error) {
        inFlight -= 1;
        if (killed) return; // the connection died with the server: not acknowledged
        throw error;
      }
      inFlight -= 1;
      if (response.status !== 201) {
        if (killed) return;
        throw new Error(`POST /api/surveys answered ${response.status}: ${await response.text()}`);
      }
      let data: { id: string; totalScore: number };
      try {
        ({ data } = (await response.json()) as { data: typeof data });
      } catch (error) {
        if (killed) return; // the body was cut off: the client never saw the acknowledgement
        throw error;
      }
      expect(data.id).toBe(body.id);
      acknowledged.set(data.id, { body, totalScore: data.totalScore });
      acknowledgedThisRound += 1;
      if (!killed && acknowledgedThisRound >= target) {
        killed = true;
        inFlightAtKill = inFlight;
        server.child.kill('SIGKILL');
      }
    }
  };

  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const exit = await server.exited;
  expect(exit.signal).toBe('SIGKILL');
  return { inFlightAtKill, acknowledgedThisRound };
}

/** Every acknowledged response is readable, and a retry of it finds it stored (200, not 201). */
async function expectAllStoredOnce(
  baseUrl: string,
  acknowledged: Map<string, Acknowledged>,
): Promise<void> {
  const entries = [...acknowledged];
  const problems: string[] = [];
  const check = async ([id, { body, totalScore }]: [string, Acknowledged]) => {
    const stored = await fetch(`${baseUrl}/api/surveys/${id}`);
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

    const retry = await post(baseUrl, body);
    if (retry.status !== 200) {
      problems.push(`re-POST ${id}: ${retry.status}, expected 200 (already stored)`);
      return;
    }
    const retried = (await retry.json()) as { data: { totalScore: number } };
    if (retried.data.totalScore !== totalScore)
      problems.push(`re-POST ${id}: total ${retried.data.totalScore}, first reply ${totalScore}`);
  };
  for (let start = 0; start < entries.length; start += CONCURRENCY * 2) {
    await Promise.all(entries.slice(start, start + CONCURRENCY * 2).map(check));
  }
  expect(problems, `of ${entries.length} acknowledged responses`).toEqual([]);
}

describe('the embedded database when the server process dies', () => {
  it(
    'no acknowledged response is lost when the server is killed',
    { timeout: 90_000 },
    async () => {
      const dataDir = freshDataDir();
      const acknowledged = new Map<string, Acknowledged>();
      let server = await startServer(dataDir);

      for (let round = 1; round <= ROUNDS; round += 1) {
        const { inFlightAtKill, acknowledgedThisRound } = await submitUntilKilled(
          server,
          acknowledged,
          ACKNOWLEDGED_BEFORE_KILL,
        );
        expect(acknowledgedThisRound).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
        // The kill interrupted work, not an idle server.
        expect(inFlightAtKill).toBeGreaterThan(0);
        // The killed process could not remove its lock; the next start must take it over.
        expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);

        server = await startServer(dataDir);
        await expectAllStoredOnce(server.baseUrl, acknowledged);
      }

      expect(acknowledged.size).toBeGreaterThanOrEqual(ROUNDS * ACKNOWLEDGED_BEFORE_KILL);
      expect((await server.kill('SIGTERM')).code).toBe(0);
    },
  );

  it('a second process cannot open the same data directory', async () => {
    const dataDir = freshDataDir();
    const first = await startServer(dataDir);

    const second = await runServerToExit(dataDir);
    expect(second.code).not.toBe(0);
    expect(second.code).not.toBeNull();
    expect(second.stderr).toContain(`The data directory ${path.resolve(dataDir)} is in use`);
    expect(second.stderr).toContain(`process ${first.child.pid}`);

    // The loser did not take or remove the winner's lock, and the winner keeps serving.
    expect(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).toBe(String(first.child.pid));
    const health = await fetch(`${first.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    const created = await post(first.baseUrl, randomSubmission());
    expect(created.status).toBe(201);

    expect((await first.kill('SIGTERM')).code).toBe(0);
  });

  it('SIGTERM closes cleanly', async () => {
    const dataDir = freshDataDir();
    const server = await startServer(dataDir);
    const submissions = Array.from({ length: 5 }, randomSubmission);
    const acknowledged = new Map<string, Acknowledged>();
    for (const body of submissions) {
      const response = await post(server.baseUrl, body);
      expect(response.status).toBe(201);
      const { data } = (await response.json()) as { data: { totalScore: number } };
      acknowledged.set(body.id as string, { body, totalScore: data.totalScore });
    }

    const exit = await server.kill('SIGTERM');
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('"signal":"SIGTERM"');
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);

    const restarted = await startServer(dataDir);
    await expectAllStoredOnce(restarted.baseUrl, acknowledged);
    expect((await restarted.kill('SIGTERM')).code).toBe(0);
  });
});
