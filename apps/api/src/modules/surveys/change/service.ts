import { PRCA24_SCORES, ownScoreChange, usableMeasurementError, type OwnChange } from '@prca/core';
import type { Database } from '../../../db/client';
import type { WaveMatchingService } from '../../admin-analytics/change/matching';
import { keptScoreChanges } from '../../admin-analytics/change/service';
import type { SettingsRepository } from '../../settings/repository';
import { readOwnWaveResponses, type OwnWaveResponse } from './repository';

/** The latest response of each wave, the waves in the order given. */
function latestOfEachWave(responses: readonly OwnWaveResponse[]): OwnWaveResponse[] {
  const byWave = new Map<string, OwnWaveResponse>();
  for (const response of responses) {
    byWave.delete(response.waveId);
    byWave.set(response.waveId, response);
  }
  return [...byWave.values()];
}

const side = (response: OwnWaveResponse) => ({
  waveName: response.waveName,
  submittedAt: response.submittedAt.toISOString(),
});

/**
 * GET /api/surveys/change (issue 32): a signed-in student's change from the previous wave they
 * answered to the latest, linked by their account (the last response of each, where they
 * answered a wave twice), judged against the study's measurement error of that wave pair.
 * That error is only read, as the researchers' change figures keep it with the pair's matching
 * (admin-analytics/change): a student's request never matches waves nor computes figures. While
 * the study links its waves, the hourly job keeps the figures of each two consecutive waves
 * (kept/wave-pairs-job.ts), at most an hour behind the responses; otherwise, or for two waves
 * that are not consecutive, they are kept when a researcher reads them. Until they are, or when
 * the error rests on fewer pairs than the study's minimum group size, the change is shown with
 * the error not known yet.
 */
export function createOwnChangeService(
  db: Database,
  settings: Pick<SettingsRepository, 'get'>,
  matching: Pick<WaveMatchingService, 'keptFigures'>,
) {
  return {
    async read(userId: string): Promise<OwnChange> {
      const waves = latestOfEachWave(await readOwnWaveResponses(db, userId));
      if (waves.length < 2) return null;
      const [from, to] = waves.slice(-2) as [OwnWaveResponse, OwnWaveResponse];
      const figures = await keptScoreChanges(matching, from.waveId, to.waveId);
      const minimumPairs = await settings.get('minimumGroupSize');
      return {
        from: side(from),
        to: side(to),
        scores: PRCA24_SCORES.map((score) => {
          const figure = figures?.find((candidate) => candidate.score === score);
          return ownScoreChange(
            score,
            from.scores[score],
            to.scores[score],
            usableMeasurementError(figure, minimumPairs),
          );
        }),
      };
    },
  };
}

export type OwnChangeService = ReturnType<typeof createOwnChangeService>;
