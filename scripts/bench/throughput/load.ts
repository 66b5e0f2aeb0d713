import autocannon, { type AutocannonResult } from 'autocannon';
import { newSubmission } from './submission';

/** Issue 8: `-c 50`, no pipelining. */
export const CONNECTIONS = 50;

export interface LoadRun {
  result: AutocannonResult;
  /** Every id put in a request body (the last few built may never have been sent). */
  generated: Set<string>;
  /** The ids the server answered with a 2xx: stored, by its word. */
  acknowledged: string[];
}

function acknowledgedId(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { data?: { id?: string } }).data?.id;
  } catch {
    return undefined;
  }
}

/**
 * `seconds` of survey submissions from 50 connections, each request a new survey with its own
 * id, the next sent as soon as the previous was answered. autocannon closes its connections
 * when the time is up, so up to one request per connection is still in flight then: it may be
 * stored without its reply being counted (the row check accounts for those by id). With
 * `trackIds` off (nothing stores them) the replies are not read, to keep the client light.
 */
export async function submitFor(
  baseUrl: string,
  seconds: number,
  { trackIds }: { trackIds: boolean },
): Promise<LoadRun> {
  const generated = new Set<string>();
  const acknowledged: string[] = [];
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/surveys',
        headers: { 'content-type': 'application/json' },
        setupRequest(request) {
          const { id, body } = newSubmission();
          if (trackIds) generated.add(id);
          return { ...request, body };
        },
        ...(trackIds && {
          onResponse(status: number, body: string) {
            if (status < 200 || status >= 300) return;
            const id = acknowledgedId(body);
            if (id) acknowledged.push(id);
          },
        }),
      },
    ],
  });
  return { result, generated, acknowledged };
}

/** One submission before the load: a template the API rejects stops the bench with its reason. */
export async function submitOnce(baseUrl: string): Promise<string> {
  const { id, body } = newSubmission();
  const response = await fetch(`${baseUrl}/api/surveys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  if (response.status !== 201) {
    throw new Error(
      `a single survey submission was answered ${response.status}: ${await response.text()}`,
    );
  }
  return id;
}
