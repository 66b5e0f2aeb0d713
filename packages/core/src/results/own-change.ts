import { reliableChangeDirection, smallestReliableChange } from '../statistics/reliable-change';
import type { Prca24Score } from '../statistics/subscales';

/*
 * A signed-in student's own change since their previous wave (issue 32), in the words the
 * Results tab gives it: which way their score went (lower is less communication apprehension)
 * and whether that is larger than the measurement error, by the same reliable change index
 * as the researchers' change figures (statistics/reliable-change.ts). When the study's
 * measurement error is not known, the change is still shown, and said to be of unknown weight:
 * never guessed.
 */

/**
 * The wording of one score's change: down (less apprehension) or up, beyond or within the
 * measurement error or with the error not known yet; or the same score.
 */
export const OWN_CHANGE_KINDS = [
  'lessBeyondError',
  'moreBeyondError',
  'lessWithinError',
  'moreWithinError',
  'same',
  'lessErrorUnknown',
  'moreErrorUnknown',
] as const;
export type OwnChangeKind = (typeof OWN_CHANGE_KINDS)[number];

export interface OwnScoreChange {
  score: Prca24Score;
  /** The score in the previous wave's response. */
  before: number;
  /** The score in the latest wave's response. */
  after: number;
  /** after − before: negative is less apprehension. */
  change: number;
  kind: OwnChangeKind;
  /** The smallest change, in points, larger than the measurement error; null when unknown. */
  reliableFrom: number | null;
}

/** The study's figure of one score's measurement error, as the change figures give it. */
export interface StudyMeasurementError {
  /** Matched pairs it was computed on. */
  n: number;
  /** Standard error of measurement, SD·√(1 − α) on the pairs' earlier responses. */
  sem: number | null;
}

/**
 * The standard error of measurement a student may be told their change against, or null: it
 * must exist and be positive, and rest on at least `minimumPairs` pairs. Fewer pairs would let
 * a student who knows their own scores learn something of a handful of others' (the spread of
 * their scores); the study's minimum group size, which withholds small groups from counsellors,
 * withholds it here too.
 */
export function usableMeasurementError(
  figure: StudyMeasurementError | undefined,
  minimumPairs: number,
): number | null {
  if (!figure || figure.sem === null || !Number.isFinite(figure.sem) || figure.sem <= 0) {
    return null;
  }
  return figure.n >= minimumPairs ? figure.sem : null;
}

function kindOf(change: number, sem: number | null): OwnChangeKind {
  if (change === 0) return 'same';
  const less = change < 0;
  if (sem === null) return less ? 'lessErrorUnknown' : 'moreErrorUnknown';
  if (reliableChangeDirection(change, sem) === 'unchanged') {
    return less ? 'lessWithinError' : 'moreWithinError';
  }
  return less ? 'lessBeyondError' : 'moreBeyondError';
}

/** One score's change from `before` to `after`, against `sem` (null: not known). */
export function ownScoreChange(
  score: Prca24Score,
  before: number,
  after: number,
  sem: number | null,
): OwnScoreChange {
  const change = after - before;
  return {
    score,
    before,
    after,
    change,
    kind: kindOf(change, sem),
    reliableFrom: sem === null ? null : smallestReliableChange(sem),
  };
}
