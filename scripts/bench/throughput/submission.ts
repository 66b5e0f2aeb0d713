import { surveySubmissionSchema } from '@prca/core';
import { randomBytes, randomUUID } from 'node:crypto';
import { validSubmission } from '../../../apps/api/test/support/submissions';

/** A complete survey as a guest's browser sends it: the API tests' valid body, with its locale. */
const TEMPLATE = { ...validSubmission(), locale: 'vi' };

/**
 * A new submission with a fresh client id, from a browser of its own (its guest key, which
 * every guest's browser sends: the server then looks for the respondent's earlier responses
 * and, on PostgreSQL, locks the respondent while storing). The id is the idempotency key: a
 * repeated one would be answered as a retry (200) without storing anything, so every request
 * carries its own.
 */
export function newSubmission(): { id: string; body: string } {
  const id = randomUUID();
  const guestKey = randomBytes(32).toString('base64url');
  return { id, body: JSON.stringify({ id, guestKey, ...TEMPLATE }) };
}

/** Fails at once, with the schema's own words, if the template no longer is a valid survey. */
export function checkSubmissionTemplate(): void {
  const parsed = surveySubmissionSchema.safeParse(JSON.parse(newSubmission().body));
  if (!parsed.success) {
    throw new Error(`the bench's survey submission is no longer valid: ${parsed.error.message}`);
  }
}
