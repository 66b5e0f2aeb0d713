import {
  AWARENESS_LEVELS,
  CAUSES,
  GENDERS,
  GRADES,
  IMPACT_LEVELS,
  PARTICIPATION_LEVELS,
} from '@prca/core';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyResponses } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { BACKENDS } from '../../../test/support/environment';
import { validSubmission } from '../../../test/support/submissions';

type Body = Record<string, unknown>;

const ENUM_FIELDS = {
  grade: GRADES,
  gender: GENDERS,
  participation: PARTICIPATION_LEVELS,
  awareness: AWARENESS_LEVELS,
  impact_level: IMPACT_LEVELS,
} as const;

/** Any JSON value that is not one of `allowed`. */
const anythingBut = (allowed: readonly unknown[]) =>
  fc.jsonValue().filter((value) => !allowed.includes(value as never));

const notAnAnswer = fc.oneof(
  fc.integer().filter((n) => n < 1 || n > 5),
  fc.double({ noNaN: true }).filter((n) => !Number.isInteger(n)),
  fc.string(),
  fc.constantFrom(null, true, false, [], {}, '3'),
);

const questionKey = fc.integer({ min: 1, max: 24 }).map((n) => `question${n}`);
const demographicKey = fc.constantFrom(
  'grade',
  'gender',
  'participation',
  'awareness',
  'causes',
  'impact_level',
);

function edit(mutate: (body: Body) => void) {
  return (): Body => {
    const body = structuredClone(validSubmission());
    mutate(body);
    return body;
  };
}
const demographicsOf = (body: Body) => body.demographics as Body;
const responsesOf = (body: Body) => body.responses as Body;

/** A valid submission broken in exactly one way that the specification forbids. */
const brokenSubmission: fc.Arbitrary<Body> = fc.oneof(
  fc
    .tuple(questionKey, notAnAnswer)
    .map(([key, value]) => edit((body) => (responsesOf(body)[key] = value))()),
  questionKey.map((key) => edit((body) => delete responsesOf(body)[key])()),
  demographicKey.map((key) => edit((body) => delete demographicsOf(body)[key])()),
  fc
    .constantFrom(...(Object.keys(ENUM_FIELDS) as (keyof typeof ENUM_FIELDS)[]))
    .chain((key) => fc.tuple(fc.constant(key), anythingBut(ENUM_FIELDS[key])))
    .map(([key, value]) => edit((body) => (demographicsOf(body)[key] = value))()),
  fc
    .oneof(
      fc.constant([]),
      fc.array(anythingBut(CAUSES), { minLength: 1, maxLength: 3 }),
      fc.jsonValue().filter((value) => !Array.isArray(value)),
    )
    .map((causes) => edit((body) => (demographicsOf(body).causes = causes))()),
  fc
    .constantFrom(undefined, '', ' \t\n ')
    .map((text) =>
      edit((body) =>
        Object.assign(demographicsOf(body), { causes: ['other'], causesOtherText: text }),
      )(),
    ),
  fc
    .string()
    .filter((s) => !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(s.trim()))
    .map((email) => edit((body) => (body.email = email))()),
  fc.string({ maxLength: 40 }).map((id) => edit((body) => (body.id = id))()),
  anythingBut(['en', 'vi', undefined]).map((locale) => edit((body) => (body.locale = locale))()),
  fc.string({ maxLength: 30 }).map((startedAt) => edit((body) => (body.startedAt = startedAt))()),
  fc
    .constantFrom('demographics', 'responses')
    .chain((key) =>
      fc.tuple(
        fc.constant(key),
        fc.jsonValue().filter((v) => typeof v !== 'object' || v === null || Array.isArray(v)),
      ),
    )
    .map(([key, value]) => edit((body) => (body[key] = value))()),
);

/** What arrives on the wire: a broken submission, any JSON at all, or bytes that are not JSON. */
const badRequest = fc.oneof(
  { weight: 6, arbitrary: brokenSubmission.map((body) => JSON.stringify(body)) },
  { weight: 2, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.string() },
);

describe.each(BACKENDS)('bad submissions on the %s database', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('answers 1,000 generated bad payloads with a 4xx and a message, and stores nothing', async () => {
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(badRequest, async (payload) => {
        sent += 1;
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/surveys',
          payload,
          headers: { 'content-type': 'application/json' },
        });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        const reply = response.json();
        expect(reply.success).toBe(false);
        expect(reply.message).toEqual(expect.any(String));
        expect(reply.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 1000 },
    );
    expect(sent).toBeGreaterThanOrEqual(1000);
    const [{ n }] = (await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(surveyResponses)) as [{ n: number }];
    expect(n).toBe(0);
  }, 120_000);
});
