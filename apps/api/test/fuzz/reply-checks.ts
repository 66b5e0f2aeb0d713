import { errorResponseSchema } from '@prca/core';
import type { LightMyRequestResponse } from 'fastify';
import type { ApiRoute } from '../../src/http/route-table';

/** The error shape of DESIGN.md "Errors", and nothing else: no stack, no code, no SQL. */
const errorReply = errorResponseSchema.strict();

function fail(route: ApiRoute, response: LightMyRequestResponse, why: string): never {
  throw new Error(
    `${route.method} ${route.url} → ${response.statusCode}: ${why}\n${response.body.slice(0, 500)}`,
  );
}

/**
 * The last body parsed and what it parsed to: the API's document (830 kB) comes back the same
 * to each of its 1,200 requests a run, and parsing it again proves nothing new.
 */
let lastParsed: { body: string; json: unknown } | undefined;

function jsonOf(route: ApiRoute, response: LightMyRequestResponse): unknown {
  if (!String(response.headers['content-type']).startsWith('application/json')) {
    fail(route, response, `content-type ${response.headers['content-type']}, not JSON`);
  }
  if (lastParsed?.body === response.body) return lastParsed.json;
  try {
    lastParsed = { body: response.body, json: JSON.parse(response.body) };
    return lastParsed.json;
  } catch {
    return fail(route, response, 'the body is not JSON');
  }
}

/** A refusal: a 4xx with `{ success: false, message }`, a message a person can read. */
export function checkErrorReply(route: ApiRoute, response: LightMyRequestResponse): void {
  const body = jsonOf(route, response);
  const parsed = errorReply.safeParse(body);
  if (!parsed.success) fail(route, response, `not the error shape: ${parsed.error.message}`);
  if (parsed.data.message.trim() === '') fail(route, response, 'an empty message');
}

/**
 * What every reply must be: never a 5xx; a refusal in the error shape; a redirect with a
 * Location; a success that its route documents, matching the documented schema.
 */
export function checkReply(route: ApiRoute, response: LightMyRequestResponse): void {
  const status = response.statusCode;
  if (status >= 500) fail(route, response, 'a server error');
  if (status >= 400) return checkErrorReply(route, response);
  if (status >= 300) {
    if (!response.headers.location) fail(route, response, 'a redirect without a Location');
    return;
  }
  const documented = route.schema.response;
  if (!documented) {
    // A route without a reply schema (the CSV export, the API documentation) still says what
    // it sends: JSON that parses, or another declared type.
    if (!response.headers['content-type']) fail(route, response, 'no content-type');
    if (String(response.headers['content-type']).startsWith('application/json')) {
      jsonOf(route, response);
    }
    return;
  }
  const schema = documented[status];
  if (!schema) fail(route, response, 'a status the route does not document');
  const parsed = schema.safeParse(jsonOf(route, response));
  if (!parsed.success) fail(route, response, `breaks its schema: ${parsed.error.message}`);
}
