import type { Prca24Score } from '@prca/core';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { surveyResponses, waves } from '../../../db/schema';

/** One of a signed-in student's responses given in a wave (with a class code). */
export interface OwnWaveResponse {
  waveId: string;
  waveName: string;
  submittedAt: Date;
  scores: Record<Prca24Score, number>;
}

/**
 * The account's own responses given in a wave, the study's waves oldest first (the day each
 * opens, a wave without one first, then the order they were made in: as the analysis package
 * pairs them and the Change tab offers them), and within a wave in the order given. Nobody
 * else's response is read.
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
    .orderBy(
      sql`${waves.opensOn} ASC NULLS FIRST`,
      asc(waves.createdAt),
      asc(waves.packageCode),
      asc(surveyResponses.createdAt),
      asc(surveyResponses.id),
    );
  return rows.map(({ waveId, waveName, submittedAt, ...scores }) => ({
    waveId: waveId!,
    waveName,
    submittedAt,
    scores,
  }));
}
