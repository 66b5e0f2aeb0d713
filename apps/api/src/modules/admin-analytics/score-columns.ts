import type { Prca24Score } from '@prca/core';

/** The survey_responses column that holds each PRCA-24 score, for the analytics' raw SQL. */
export const SCORE_COLUMNS: Record<Prca24Score, string> = {
  total: 'total_score',
  groupDiscussion: 'group_discussion',
  meetings: 'meetings',
  interpersonal: 'interpersonal',
  publicSpeaking: 'public_speaking',
};
