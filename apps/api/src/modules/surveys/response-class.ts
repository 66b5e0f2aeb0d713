import type { SurveySubmission } from '@prca/core';
import { ApiError } from '../../http/errors';
import type { ClassLookupService, ResponseClass } from '../classes/service';
import type { SurveyRepository } from './repository';

/** The class a response is stored with, and whether it came in after the class closed. */
export interface ClassOfResponse {
  studyClass: ResponseClass;
  afterClosing: boolean;
}

/**
 * The class a response goes to (issue 27): none, unless a code is given or one is required. A
 * closed class takes a response only if the server saw its survey begin for that class before
 * it closed: a start time the browser merely claims is not enough. Refusals are the student's
 * to act on (a 4xx), never a response stored without its class.
 */
export function createResponseClassRule(
  classLookup: Pick<ClassLookupService, 'forResponse'>,
  sessions: Pick<SurveyRepository, 'sessionSeenBefore'>,
) {
  return async function classOf(submission: SurveySubmission): Promise<ClassOfResponse | null> {
    const coded = await classLookup.forResponse(submission.classCode);
    if (!coded) return null;
    if (!coded.closedAt) return { studyClass: coded.studyClass, afterClosing: false };
    const seenInTime =
      submission.sessionId !== undefined &&
      (await sessions.sessionSeenBefore(
        submission.sessionId,
        coded.studyClass.classId,
        coded.closedAt,
      ));
    if (!seenInTime) throw new ApiError(409, 'class.closed');
    return { studyClass: coded.studyClass, afterClosing: true };
  };
}
