import type { Prca24Score } from '@prca/core';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { surveyResponses, waves } from '../../../db/schema';
import { WAVES_OLDEST_FIRST } from '../../../db/wave-order';

/** One of a signed-in student's responses given in a wave (with a class code). */
export interface OwnWaveResponse {
  waveId: string;
  waveName: string;
  submittedAt: Date;
  scores: Record<Prca24Score, number>;
}

/**
 * The account's own responses given in a wave, the study's waves oldest first (WAVES_OLDEST_FIRST:
 * as the analysis package pairs them, the hourly job keeps their figures and the Change tab
 * offers them), and within a wave in the order given. Nobody else's response is read.
 */
export async function readOwnWaveResponses(
  db: Database,
  userId: string,
): Promise<OwnWaveResponse[]> {
  const rows = await db
    .select({
      waveId: surveyResponses.waveId,
      waveName: waves.name,
      submittedAt: surveyResponses.createdAt,
      total: surveyResponses.totalScore,
      groupDiscussion: surveyResponses.groupDiscussion,
      meetings: surveyResponses.meetings,
      interpersonal: surveyResponses.interpersonal,
      publicSpeaking: surveyResponses.publicSpeaking,
    })
    .from(surveyResponses)
    .innerJoin(waves, eq(waves.id, surveyResponses.waveId))
    .where(eq(surveyResponses.userId, userId))
    .orderBy(...WAVES_OLDEST_FIRST, asc(surveyResponses.createdAt), asc(surveyResponses.id));
  return rows.map(({ waveId, waveName, submittedAt, ...scores }) => ({
    waveId: waveId!,
    waveName,
    submittedAt,
    scores,
  }));
}
