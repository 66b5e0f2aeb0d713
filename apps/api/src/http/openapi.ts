import swagger from '@fastify/swagger';
import { errorResponseSchema } from '@prca/core';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import fs from 'node:fs';
import type { OpenAPIV3_1 } from 'openapi-types';
import { OPERATION_NOTES, type OperationNotes } from './openapi-operations';
import { withRecordsAsObjects } from './openapi-records';

/** Where the document is served; `/json` too, the address tools usually try. */
export const OPENAPI_PATHS = ['/api/docs', '/api/docs/json'] as const;

const ADMIN_SESSION = 'adminSession';
const RESPONDENT_SESSION = 'respondentSession';

const rootPackage = JSON.parse(
  fs.readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8'),
) as { version: string; description: string; license: string };

/**
 * The root package's `license` as OpenAPI's license object. npm's `UNLICENSED` (no licence
 * granted: all rights reserved) is no SPDX identifier, so it is given as a `LicenseRef-`, the
 * SPDX form for a licence outside its list.
 */
function licenseOf(license: string) {
  return license === 'UNLICENSED'
    ? { name: 'No licence granted (all rights reserved)', identifier: 'LicenseRef-UNLICENSED' }
    : { name: license, identifier: license };
}

// Schemas become unrepresentable only by a transform or the like: fail loudly, never emit `{}`.
const zodToJson = createJsonSchemaTransform({
  skipList: [],
  zodToJsonConfig: { unrepresentable: 'throw' },
});

type TransformInput = Parameters<typeof zodToJson>[0];

/** Only the API is documented: the web app's routes and static files are not part of it. */
function isApiRoute(url: string): boolean {
  return url.startsWith('/api/') && !(OPENAPI_PATHS as readonly string[]).includes(url);
}

function adminDescription(access: string): string {
  if (access === 'signedIn') return 'Needs an admin session.';
  if (access === 'superadmin') return 'Needs the admin session of a superadmin.';
  return `Needs an admin session whose role grants \`${access}\`.`;
}

const STATUS_DESCRIPTIONS: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  400: 'The request is malformed or a value is invalid; `field` names the parameter or field when it is one.',
  429: 'Too many requests from this address this minute (RATE_LIMIT_PER_MINUTE); try again later.',
  default:
    'A failure: `{ success: false, message, field? }` with a message a person can act on (4xx for the request, 5xx for the server).',
};

type AdminAccessOf = NonNullable<RouteOptions['config']>['adminAccess'];

/**
 * The refusals an operation documents besides `default` (each with the error envelope): the ones
 * every route of its kind can answer, from the input check, the admin guard
 * (admin-auth/guard.ts), the respondent's token (auth/authenticate.ts) and the rate limit.
 * A route's own refusals (404 for an unknown id, 409…) are under `default`.
 */
function refusalsOf(
  route: RouteOptions,
  schema: Record<string, unknown>,
  notes: OperationNotes | undefined,
): Record<string, string> {
  const refusals: Record<string, string> = {};
  if (['params', 'querystring', 'body', 'headers'].some((part) => schema[part])) {
    refusals[400] = STATUS_DESCRIPTIONS[400]!;
  }
  const access: AdminAccessOf = route.config?.adminAccess;
  if (access && access !== 'public') {
    refusals[401] = 'No live admin session: the bearer token is missing, expired or signed out.';
    // The guard answers 403 for a missing permission, and to an account limited to schools or
    // classes on a route that does not serve such accounts.
    if (access !== 'signedIn' || !route.config?.scopedAccess) {
      refusals[403] =
        access === 'signedIn'
          ? 'The account is limited to schools or classes, and this route does not serve such accounts.'
          : 'The admin may not do this: the account lacks the permission, or is limited to schools or classes the route does not serve.';
    }
  }
  if (notes?.respondentSession === 'required') {
    refusals[401] =
      'No live respondent session: the bearer token is missing, expired or signed out.';
  } else if (notes?.respondentSession === 'optional') {
    refusals[401] = 'A bearer token was sent but opens no live respondent session.';
  }
  refusals[429] = STATUS_DESCRIPTIONS[429]!;
  return refusals;
}

/** Who may call an operation, in OpenAPI's terms: `[]` is anyone; `{}` makes a scheme optional. */
function securityOf(
  access: AdminAccessOf,
  notes: OperationNotes | undefined,
): Record<string, string[]>[] {
  if (access && access !== 'public') return [{ [ADMIN_SESSION]: [] }];
  if (notes?.respondentSession === 'required') return [{ [RESPONDENT_SESSION]: [] }];
  if (notes?.respondentSession) return [{}, { [RESPONDENT_SESSION]: [] }];
  return [];
}

/**
 * `GET /api/admin/surveys/{id}` → `getAdminSurveysById`: unique, stable, safe in a URL. A
 * parameter the segment before it already names (`by-email/{email}`) is not said twice.
 */
function operationIdOf(method: string, url: string): string {
  const segments = url.replace(/^\/api\//, '').split('/');
  const words = segments
    .map((segment) => segment.replace(/^\{(\w+)\}$/, 'by-$1'))
    .filter((segment, i, all) => i === 0 || segment !== all[i - 1])
    .flatMap((segment) => segment.split('-'));
  return [method.toLowerCase(), ...words]
    .map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join('');
}

/**
 * Replies no zod schema describes: redirects and a streamed file. A route that answers
 * without a response schema must be listed here (the OpenAPI test checks that every
 * operation documents a success).
 */
const UNSCHEMATIZED_RESPONSES: Record<string, Record<string, object>> = {
  'GET /api/auth/google': {
    302: {
      type: 'null',
      description: "To the identity provider's sign-in page (404 when provider sign-in is off).",
    },
  },
  'GET /api/auth/google/callback': {
    302: {
      type: 'null',
      description:
        "To the web app's /auth/callback, with a single-use `ticket` (for POST /api/auth/exchange) or an `error`.",
    },
  },
  'GET /api/admin/surveys/export': {
    200: {
      description:
        'The matching responses as a file to download (Content-Disposition: attachment).',
      content: {
        'text/csv': { schema: { type: 'string' } },
        'application/json': { schema: { type: 'array', items: { type: 'object' } } },
      },
    },
  },
  'GET /api/admin/audit/export': {
    200: {
      description:
        'The matching audit entries, newest first, as a CSV file to download (Content-Disposition: attachment).',
      content: { 'text/csv': { schema: { type: 'string' } } },
    },
  },
};

type ResponseSchemas = Record<string, Record<string, unknown>>;

function describeResponses(
  key: string,
  converted: ResponseSchemas = {},
  refusals: Record<string, string>,
): Record<string, object> {
  const described: Record<string, object> = { ...UNSCHEMATIZED_RESPONSES[key] };
  for (const [status, schema] of Object.entries(converted)) {
    const description = refusals[status] ?? STATUS_DESCRIPTIONS[status];
    described[status] = description ? { 'x-response-description': description, ...schema } : schema;
  }
  return described;
}

/**
 * Each route's zod schemas as JSON Schema, plus what the code says but the schemas do not:
 * the error envelope every route may answer with, replies that are not JSON, and which admin
 * routes need a session.
 */
function describeRoute(input: TransformInput) {
  const route = input.route as RouteOptions;
  if (!isApiRoute(input.url)) return { schema: { hide: true }, url: input.url };
  const schema = input.schema ?? {};
  const responses = (schema.response ?? {}) as Record<string, unknown>;
  const method = [route.method].flat()[0]!;
  const key = `${method} ${input.url.replace(/:(\w+)/g, '{$1}')}`;
  const notes = OPERATION_NOTES[key];
  const refusals = refusalsOf(route, schema as Record<string, unknown>, notes);
  const errors = Object.fromEntries(Object.keys(refusals).map((s) => [s, errorResponseSchema]));
  const { schema: converted, url } = zodToJson({
    ...input,
    schema: { ...schema, response: { ...responses, ...errors, default: errorResponseSchema } },
  });
  const transformed = withRecordsAsObjects(converted);
  const access = route.config?.adminAccess;
  return {
    url,
    schema: {
      ...transformed,
      ...(notes ? { summary: notes.summary } : {}),
      operationId: operationIdOf(method, key.slice(method.length + 1)),
      response: describeResponses(key, transformed.response as ResponseSchemas, refusals),
      tags: [url.startsWith('/api/admin/') ? 'admin' : 'public'],
      security: securityOf(access, notes),
      ...(access && access !== 'public' ? { description: adminDescription(access) } : {}),
    },
  };
}

function sortedByKey<T>(record: Record<string, T> | undefined): Record<string, T> {
  return Object.fromEntries(
    Object.entries(record ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}

/** The same document whatever the order modules were registered in: paths and schemas sorted. */
function deterministic(input: Parameters<typeof jsonSchemaTransformObject>[0]) {
  const document = jsonSchemaTransformObject(input) as OpenAPIV3_1.Document;
  return {
    ...document,
    paths: sortedByKey(document.paths),
    components: {
      ...document.components,
      schemas: sortedByKey(withRecordsAsObjects(document.components?.schemas)),
    },
  };
}

/**
 * The OpenAPI 3.1 document of every /api route, generated from the routes' own zod schemas
 * (so it cannot drift from what the server validates) and served at /api/docs. Must be
 * registered before the routes: it collects them as they are added.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'PRCA-24 survey API',
        description: rootPackage.description,
        version: rootPackage.version,
        license: licenseOf(rootPackage.license),
      },
      // Relative: the API answers on the origin that serves this document (/api/docs).
      servers: [{ url: '/', description: 'The server that serves this document.' }],
      tags: [
        { name: 'public', description: 'Respondents and the web app.' },
        { name: 'admin', description: 'The admin area; most routes need an admin session.' },
      ],
      components: {
        securitySchemes: {
          [ADMIN_SESSION]: {
            type: 'http',
            scheme: 'bearer',
            description:
              'The token of POST /api/admin/auth/login, sent as `Authorization: Bearer <token>`.',
          },
          [RESPONDENT_SESSION]: {
            type: 'http',
            scheme: 'bearer',
            description:
              'Optional on respondent routes: the token of POST /api/auth/exchange, sent as `Authorization: Bearer <token>`. Without it a respondent is a guest.',
          },
        },
      },
    },
    transform: describeRoute,
    transformObject: deterministic,
  });
  // The document is fixed once the routes are registered: it is written out and encoded once,
  // at the first request, rather than serialised and encoded to UTF-8 again (some 400 kB) for
  // each: a request for it through app.inject 7.9 → 4.9 ms.
  let encoded: Buffer | undefined;
  for (const url of OPENAPI_PATHS) {
    app.get(url, { schema: { hide: true } }, (_request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send((encoded ??= Buffer.from(JSON.stringify(app.swagger())))),
    );
  }
}
