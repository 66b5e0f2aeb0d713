import { sql } from 'drizzle-orm';
import { EXCLUDED_RESPONSE, excludedResponse } from './filters';

/**
 * Whether a response lies beyond its class's enrolment (issue 28): an unflagged response that
 * arrived (created_at, then id) after its class already held `enrolled` unflagged ones. Anyone
 * with the class code can submit, so a class of 30 can receive 120: the first 30 careful
 * responses count for a counsellor, the rest are kept for the researcher, marked. Read when
 * asked, never stored, because a deletion, an override or a new enrolment moves the line.
 *
 * For a query whose rows are `survey_responses` under its own name (the outer row is named in
 * full: inside the subquery an unqualified column would be the earlier response's).
 */
export const OVER_ENROLMENT = sql`(NOT ${EXCLUDED_RESPONSE} AND EXISTS (
  SELECT 1 FROM classes AS enrolment
  WHERE enrolment.id = survey_responses.class_id AND enrolment.enrolled IS NOT NULL
    AND enrolment.enrolled <= (
      SELECT count(*) FROM survey_responses AS earlier
      WHERE earlier.class_id = survey_responses.class_id AND NOT ${excludedResponse('earlier')}
        AND (earlier.created_at, earlier.id) < (survey_responses.created_at, survey_responses.id))))`;

/** What a scoped account's figures count: unflagged responses within their class's enrolment. */
export const COUNTED_FOR_SCOPE = sql`(NOT ${EXCLUDED_RESPONSE} AND NOT ${OVER_ENROLMENT})`;
