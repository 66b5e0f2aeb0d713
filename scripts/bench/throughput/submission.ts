import { surveySubmissionSchema, type SurveySubmissionInput } from '@prca/core';
import { randomUUID } from 'node:crypto';

/**
 * A complete survey as a guest's browser sends it. The answers follow a repeating pattern and
 * the demographics are the ones the API's tests use; only the id differs between requests.
 */
const TEMPLATE: Omit<SurveySubmissionInput, 'id'> = {
  demographics: {
    grade: 'grade11',
    gender: 'female',
    participation: 'sometimes',
    awareness: 'heard_but_unsure',
    causes: ['fear_of_judgment', 'academic_pressure'],
    impact_level: 'moderate_impact',
  },
  responses: Object.fromEntries(
    Array.from({ length: 24 }, (_, index) => [`question${index + 1}`, ((index + 1) % 5) + 1]),
  ),
  locale: 'vi',
};

/**
 * A new submission with a fresh client id. The id is the idempotency key: a repeated one would
 * be answered as a retry (200) without storing anything, so every request carries its own.
 */
export function newSubmission(): { id: string; body: string } {
  const id = randomUUID();
  return { id, body: JSON.stringify({ id, ...TEMPLATE }) };
}

/** Fails at once, with the schema's own words, if the template no longer is a valid survey. */
export function checkSubmissionTemplate(): void {
  const parsed = surveySubmissionSchema.safeParse({ id: randomUUID(), ...TEMPLATE });
  if (!parsed.success) {
    throw new Error(`the bench's survey submission is no longer valid: ${parsed.error.message}`);
  }
}
