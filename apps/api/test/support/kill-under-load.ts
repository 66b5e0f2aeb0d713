import { randomBytes, randomUUID } from 'node:crypto';
import type { ServerProcess } from './server-process';
import { responsesFrom, validSubmission } from './submissions';

export type Submission = Record<string, unknown> & { id: string; guestKey: string };

/** A submission the server answered 201 to, with the total it reported. */
export interface Acknowledged {
  body: Submission;
  totalScore: number;
}

/**
 * A valid submission with a client-generated id, random answers (so scores differ) and the
 * guest key with which its browser reads it back.
 */
export function randomSubmission(): Submission {
  const answers = Array.from({ length: 24 }, () => 1 + Math.floor(Math.random() * 5));
  return validSubmission({
    id: randomUUID(),
    responses: responsesFrom(answers),
    guestKey: randomBytes(32).toString('base64url'),
  }) as Submission;
}

/** GET /api/surveys/{id} as the browser that submitted it asks (with its guest key). */
export function getSubmission(baseUrl: string, body: Submission): Promise<Response> {
  return fetch(`${baseUrl}/api/surveys/${body.id}`, { headers: { 'x-guest-key': body.guestKey } });
}

export function postSubmission(baseUrl: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl}/api/surveys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

export interface KilledRound {
  /** Answered 201 with a readable body: the respondent saw "submitted". */
  acknowledged: Map<string, Acknowledged>;
  /** Sent, but the server died before the client read an acknowledgement. */
  unacknowledged: Map<string, Submission>;
  /** Requests still unanswered at the moment of the kill. */
  inFlightAtKill: number;
}

/**
 * Keeps `concurrency` submissions in flight until `target` have been acknowledged, then
 * SIGKILLs the server from inside the response handler, so the other requests are still in
 * flight when it dies. Resolves once the process is gone.
 */
export async function submitUntilKilled(
  server: ServerProcess,
  target: number,
  concurrency: number,
): Promise<KilledRound> {
  const round: KilledRound = {
    acknowledged: new Map(),
    unacknowledged: new Map(),
    inFlightAtKill: -1,
  };
  let inFlight = 0;
  let killed = false;

  const worker = async () => {
    while (!killed) {
      const body = randomSubmission();
      inFlight += 1;
      let data: { id: string; totalScore: number };
      try {
        const response = await postSubmission(server.baseUrl, body);
        if (response.status !== 201) {
          throw new Error(
            `POST /api/surveys answered ${response.status}: ${await response.text()}`,
          );
        }
        ({ data } = (await response.json()) as { data: typeof data });
      } catch (error) {
        // The connection or the body died with the server: the client never saw an answer.
        if (!killed) throw error;
        round.unacknowledged.set(body.id, body);
        return;
      } finally {
        inFlight -= 1;
      }
      if (data.id !== body.id) throw new Error(`POST ${body.id} acknowledged as ${data.id}`);
      round.acknowledged.set(body.id, { body, totalScore: data.totalScore });
      if (!killed && round.acknowledged.size >= target) {
        killed = true;
        round.inFlightAtKill = inFlight;
        server.child.kill('SIGKILL');
      }
    }
  };

  // A worker that fails stops the stream, so the others do not submit forever.
  const stoppingOnFailure = async () => {
    try {
      await worker();
    } catch (error) {
      killed = true;
      server.child.kill('SIGKILL');
      throw error;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, stoppingOnFailure));
  const exit = await server.exited;
  if (exit.signal !== 'SIGKILL') {
    throw new Error(`The server exited with ${JSON.stringify(exit)}, not by the SIGKILL`);
  }
  return round;
}
