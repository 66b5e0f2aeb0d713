import type { SurveySession } from '@prca/core';
import { randomUUID } from 'node:crypto';
import { ApiError } from '../../../http/errors';
import type { ClassLookupService } from '../../classes/service';
import type { SurveySessionRepository, SurveySessionRow } from './repository';

function toSession(row: SurveySessionRow): SurveySession {
  return {
    id: row.id,
    startedAt: row.startedAt.toISOString(),
    furthestQuestion: row.furthestQuestion,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** Survey sessions: started when a respondent begins, advanced as they answer. */
export function createSurveySessionService(
  repository: SurveySessionRepository,
  classLookup: Pick<ClassLookupService, 'forResponse'>,
) {
  return {
    /**
     * Starts a session under the browser's id (or a new one); the same id starts it once. A
     * class code counts it for that class; a closed or unknown class, or a missing code where
     * one is required, is refused here already. The server notes when it saw the start: only
     * that lets the response in after its class closes.
     */
    async start(
      id: string | undefined,
      locale: string | null,
      classCode?: string,
    ): Promise<SurveySession> {
      const coded = await classLookup.forResponse(classCode);
      if (coded?.closedAt) throw new ApiError(409, 'class.closed');
      return toSession(
        await repository.start(id ?? randomUUID(), locale, coded?.studyClass ?? null),
      );
    },

    async recordProgress(id: string, furthestQuestion: number): Promise<SurveySession> {
      const row = await repository.recordProgress(id, furthestQuestion);
      if (!row) throw new ApiError(404, 'session.notFound');
      return toSession(row);
    },
  };
}

export type SurveySessionService = ReturnType<typeof createSurveySessionService>;
