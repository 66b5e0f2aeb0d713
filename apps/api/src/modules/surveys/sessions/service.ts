import type { SurveySession } from '@prca/core';
import { randomUUID } from 'node:crypto';
import { ApiError } from '../../../http/errors';
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
export function createSurveySessionService(repository: SurveySessionRepository) {
  return {
    /** Starts a session under the browser's id (or a new one); the same id starts it once. */
    async start(id: string | undefined, locale: string | null): Promise<SurveySession> {
      return toSession(await repository.start(id ?? randomUUID(), locale));
    },

    async recordProgress(id: string, furthestQuestion: number): Promise<SurveySession> {
      const row = await repository.recordProgress(id, furthestQuestion);
      if (!row) throw new ApiError(404, 'session.notFound');
      return toSession(row);
    },
  };
}

export type SurveySessionService = ReturnType<typeof createSurveySessionService>;
