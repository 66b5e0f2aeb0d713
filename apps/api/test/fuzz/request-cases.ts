import fc from 'fast-check';
import type { z } from 'zod';
import {
  DEFAULT_WEIGHTS,
  fuzzValue,
  toJsonSchema,
  type CaseKind,
  type JsonSchema,
  type KnownValues,
} from './arbitrary-from-schema';
import type { FuzzWorld } from './fuzz-world';
import type { ApiRoute } from '../../src/http/route-table';
import type { RoutePlan } from './route-plans';

/** Who a generated request claims to be. */
export type Caller =
  | 'superadmin'
  | 'viewer'
  | 'counsellor'
  | 'expiredAdmin'
  | 'respondent'
  | 'nobody'
  | 'unknownToken'
  | 'malformedHeader';

export interface FuzzCase {
  caller: Caller;
  kind: CaseKind;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** Lone surrogates have no UTF-8 form: they travel as U+FFFD, as a browser would send them. */
const wellFormed = (text: string) => Buffer.from(text, 'utf8').toString('utf8');
const encode = (value: unknown) =>
  encodeURIComponent(wellFormed(typeof value === 'string' ? value : (JSON.stringify(value) ?? '')));

/** Path segments and query strings that are broken at the level of the address itself. */
const JUNK_SEGMENTS = [
  '',
  '%',
  '%ZZ',
  '%00',
  '%ED%A0%80',
  '%C0%AF',
  '..',
  '%2e%2e%2f',
  'a%2Fb',
  '~',
  'null',
  '0',
  '-1',
  'a'.repeat(201),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
];
const JUNK_QUERIES = [
  '&&&',
  '=',
  'page',
  'page=',
  'page=1&page=2',
  'limit=1&limit=x',
  '%ZZ=1',
  'a[b][c]=1',
  '__proto__[x]=1',
  'constructor=1',
  `x=${'y'.repeat(5000)}`,
  'email=%00',
  'from=2024-02-30',
  // The trends' range under both its names, naming different days.
  'from=2024-03-01&startDate=2024-03-02',
  'from=9999-12-31&to=0000-01-01',
];

function pathArbitrary(route: ApiRoute, known: KnownValues) {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const properties = route.schema.params ? toJsonSchema(route.schema.params).properties : {};
  const segments = names.map((name) =>
    fc.oneof(
      { weight: 9, arbitrary: fuzzValue(properties?.[name] ?? {}, known) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(...JUNK_SEGMENTS).map((raw) => ({
          kind: 'garbage' as const,
          value: raw,
          raw: true,
        })),
      },
    ),
  );
  return fc.tuple(...segments).map((values) => {
    let url = route.url;
    names.forEach((name, index) => {
      const segment = values[index] as { value: unknown; raw?: boolean };
      url = url.replace(`:${name}`, segment.raw ? String(segment.value) : encode(segment.value));
    });
    return { url, kinds: values.map((value) => (value as { kind: CaseKind }).kind) };
  });
}

function encodeQuery(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return `q=${encode(value)}`;
  }
  return Object.entries(value)
    .flatMap(([key, item]) =>
      (Array.isArray(item) ? item : [item]).map((one) => `${encode(key)}=${encode(one)}`),
    )
    .join('&');
}

function queryArbitrary(schema: z.ZodType | undefined, known: KnownValues) {
  const fromSchema = schema
    ? fuzzValue(toJsonSchema(schema), known).map(({ kind, value }) => ({
        kind,
        query: encodeQuery(value),
      }))
    : fc.constant({ kind: 'valid' as CaseKind, query: '' });
  return fc.oneof(
    { weight: 9, arbitrary: fromSchema },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...JUNK_QUERIES)
        .map((query) => ({ kind: 'garbage' as CaseKind, query })),
    },
  );
}

function bodyArbitrary(
  schema: z.ZodType | undefined,
  known: KnownValues,
  plan: RoutePlan,
  corpus: unknown[],
): fc.Arbitrary<{ kind: CaseKind; payload?: string }> {
  if (!schema) {
    // Endpoints without a body still meet clients that send one.
    return fc.oneof(
      { weight: 9, arbitrary: fc.constant({ kind: 'valid' as CaseKind }) },
      {
        weight: 1,
        arbitrary: fc
          .jsonValue({ maxDepth: 2 })
          .map((value) => ({ kind: 'garbage' as CaseKind, payload: JSON.stringify(value) })),
      },
    );
  }
  const jsonSchema: JsonSchema = toJsonSchema(schema);
  let values = fuzzValue(jsonSchema, known, plan.weights ?? DEFAULT_WEIGHTS);
  if (plan.hashesPasswords) {
    values = values.filter(
      ({ kind, value }) => kind === 'valid' || !schema.safeParse(value).success,
    );
  }
  if (corpus.length > 0) {
    const share = plan.corpusShare ?? 1 / 11;
    values = fc.oneof(
      { weight: Math.round((1 - share) * 1000), arbitrary: values },
      {
        weight: Math.round(share * 1000),
        arbitrary: fc.constantFrom(...corpus).map((value) => ({ kind: 'valid' as const, value })),
      },
    );
  }
  return values.map(({ kind, value }) => ({ kind, payload: JSON.stringify(value) }));
}

const token43 = fc.stringMatching(/^[A-Za-z0-9_-]{43}$/);
const MALFORMED_AUTHORIZATION = [
  'Bearer',
  'Bearer ',
  'bearer  x y',
  'Basic ZnV6ejpmdXp6',
  'Token abc',
  '',
  `Bearer ${'a'.repeat(5000)}`,
  'Bearer ====',
];

function callerArbitrary(admin: boolean, readsRequest: boolean): fc.Arbitrary<Caller> {
  const w = (weight: number, caller: Caller) => ({ weight, arbitrary: fc.constant(caller) });
  // Admin endpoints mostly see the superadmin, so that their handlers meet the generated input;
  // the rest are everyone who must be turned away. An endpoint that reads nothing from the
  // request (the analytics) gives the same answer every time, so it sees the superadmin less.
  return admin
    ? fc.oneof(
        w(readsRequest ? 10 : 1, 'superadmin'),
        w(1, 'viewer'),
        w(readsRequest ? 3 : 1, 'counsellor'),
        w(1, 'expiredAdmin'),
        w(1, 'respondent'),
        w(1, 'nobody'),
        w(1, 'unknownToken'),
        w(1, 'malformedHeader'),
      )
    : fc.oneof(
        w(4, 'respondent'),
        w(4, 'nobody'),
        w(1, 'superadmin'),
        w(1, 'unknownToken'),
        w(1, 'malformedHeader'),
      );
}

const guestKeyHeader = (guestKey: string) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant(undefined) },
    { weight: 3, arbitrary: fc.constant(guestKey) },
    { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{32,64}$/) },
    { weight: 1, arbitrary: fc.constantFrom('', 'short', 'x'.repeat(300), 'ệ', '%00') },
  );

const acceptLanguage = fc.constantFrom(
  undefined,
  'vi',
  'en',
  'vi-VN,vi;q=0.9,en;q=0.8',
  '*',
  'xx;q=abc',
);

/**
 * Requests for one endpoint: a caller, path parameters, query and body each valid, one step
 * off, or junk, and the headers a browser or an attacker might add.
 */
export function requestCases(
  route: ApiRoute,
  plan: RoutePlan,
  world: Pick<FuzzWorld, 'tokens' | 'guest'> & { known: KnownValues; corpus: unknown[] },
): fc.Arbitrary<FuzzCase> {
  const { known, tokens } = world;
  const admin = route.adminAccess !== undefined && route.adminAccess !== 'public';
  const { params, querystring, body } = route.schema;
  return fc
    .record({
      caller: callerArbitrary(admin, Boolean(params ?? querystring ?? body)),
      path: pathArbitrary(route, known),
      query: queryArbitrary(querystring, known),
      body: bodyArbitrary(body, known, plan, world.corpus),
      unknownToken: token43,
      malformed: fc.constantFrom(...MALFORMED_AUTHORIZATION),
      guestKey: guestKeyHeader(world.guest.key),
      language: acceptLanguage,
    })
    .map(({ caller, path, query, body, unknownToken, malformed, guestKey, language }) => {
      const headers: Record<string, string> = {};
      const token =
        caller === 'unknownToken'
          ? unknownToken
          : caller === 'nobody' || caller === 'malformedHeader'
            ? undefined
            : tokens[caller];
      if (token) headers.authorization = `Bearer ${token}`;
      if (caller === 'malformedHeader') headers.authorization = malformed;
      if (guestKey !== undefined) headers['x-guest-key'] = guestKey;
      if (language !== undefined) headers['accept-language'] = language;
      if (body.payload !== undefined) headers['content-type'] = 'application/json';
      const kinds = [...path.kinds, query.kind, body.kind];
      const kind: CaseKind = kinds.includes('garbage')
        ? 'garbage'
        : kinds.includes('nearValid')
          ? 'nearValid'
          : 'valid';
      return {
        caller,
        kind,
        url: query.query ? `${path.url}?${query.query}` : path.url,
        headers,
        ...(body.payload !== undefined ? { payload: body.payload } : {}),
      };
    });
}
