import { LAB_STILL_THERE_SECONDS } from '@prca/core';
import { useState } from 'react';
import type { SurveySettings } from '../../../lib/survey-settings';
import { useIdle } from '../hooks/use-idle';
import { StillThereDialog } from './still-there-dialog';

/**
 * Lab mode's idle returns (issue 27), so that nobody has to press a button for the next student
 * to find a fresh start: the results screen returns to it after `labResultsIdleSeconds` without
 * input; an unfinished survey left for `labSurveyIdleSeconds` first asks whether the student is
 * still there, then, without an answer, starts afresh (nothing is sent).
 */
export function LabIdle({
  settings,
  completed,
  unfinished,
  onFreshStart,
}: {
  settings: SurveySettings;
  completed: boolean;
  unfinished: boolean;
  onFreshStart: () => void;
}) {
  const [asking, setAsking] = useState(false);
  useIdle(completed ? settings.labResultsIdleSeconds : null, onFreshStart);
  useIdle(unfinished && !asking ? settings.labSurveyIdleSeconds : null, () => setAsking(true));
  if (!asking || !unfinished) return null;
  return (
    <StillThereDialog
      seconds={Math.min(LAB_STILL_THERE_SECONDS, settings.labSurveyIdleSeconds)}
      onStay={() => setAsking(false)}
      onGone={() => {
        setAsking(false);
        onFreshStart();
      }}
    />
  );
}
