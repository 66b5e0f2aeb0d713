import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyResponses } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { BACKENDS } from '../../../test/support/environment';
import { VALID_DEMOGRAPHICS, validSubmission } from '../../../test/support/submissions';

// Found by the endpoint fuzzer (test/fuzz): PostgreSQL refuses NUL in text, and such a
// submission failed in the database (500) instead of being refused.
describe.each(BACKENDS)('an "other" cause text on the %s database', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('is refused when it holds a NUL character, and nothing is stored', async () => {
    const demographics = { ...VALID_DEMOGRAPHICS, causes: ['other'], causesOtherText: 'Sợ\u0000' };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/surveys',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(validSubmission({ demographics })),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      field: 'demographics.causesOtherText',
    });
    expect(await t.database.db.$count(surveyResponses)).toBe(0);
  });
});
