import swagger from '@fastify/swagger';
import { errorResponseSchema } from '@prca/core';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import fs from 'node:fs';
import type { OpenAPIV3_1 } from 'openapi-types';

/** Where the document is served; `/json` too, the address tools usually try. */
export const OPENAPI_PATHS = ['/api/docs', '/api/docs/json'] as const;

const ADMIN_SESSION = 'adminSession';
const RESPONDENT_SESSION = 'respondentSession';

const rootPackage = JSON.parse(
  fs.readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8'),
) as { version: string; description: string };

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
  default:
    'A failure: `{ success: false, message, field? }` with a message a person can act on (4xx for the request, 5xx for the server).',
};

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

function describeResponses(key: string, converted: ResponseSchemas = {}): Record<string, object> {
  const described: Record<string, object> = { ...UNSCHEMATIZED_RESPONSES[key] };
  for (const [status, schema] of Object.entries(converted)) {
    const description = STATUS_DESCRIPTIONS[status];
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
  const { schema: transformed, url } = zodToJson({
    ...input,
    schema: { ...schema, response: { ...responses, default: errorResponseSchema } },
  });
  const access = route.config?.adminAccess;
  const method = [route.method].flat()[0];
  return {
    url,
    schema: {
      ...transformed,
      response: describeResponses(`${method} ${url}`, transformed.response as ResponseSchemas),
      tags: [url.startsWith('/api/admin/') ? 'admin' : 'public'],
      ...(access && access !== 'public'
        ? { security: [{ [ADMIN_SESSION]: [] }], description: adminDescription(access) }
        : {}),
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
    components: { ...document.components, schemas: sortedByKey(document.components?.schemas) },
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
      },
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
  for (const url of OPENAPI_PATHS) {
    app.get(url, { schema: { hide: true } }, () => app.swagger());
  }
}
