import type { AdminSurveyResult } from '@prca/core';

/**
 * Which words explain a raised speeding flag (issue 31), by the rule its limit came from: the
 * time reading the statements takes, or a share of the median time of the response's wave, or
 * of the whole study's for a response without a class (which has no wave).
 */
export function speedingRaisedText(
  survey: Pick<AdminSurveyResult, 'speedingRule' | 'waveId'>,
): 'raised' | 'raisedWave' | 'raisedStudy' {
  if (survey.speedingRule !== 'waveMedian') return 'raised';
  return survey.waveId === null ? 'raisedStudy' : 'raisedWave';
}
