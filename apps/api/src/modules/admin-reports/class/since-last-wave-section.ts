import {
  CATEGORIES,
  PRCA24_SCORES,
  RELIABLE_CHANGE_OUTCOMES,
  isWithheld,
  linkedWithheldCells,
  meanChangeBlur,
  meanToOneDecimal,
  percentage,
  reliableChangePoints,
  type Category,
  type Prca24Score,
  type SinceLastWave,
  type StatisticUnavailableReason,
} from '@prca/core';
import type { NamedWave } from '../../../db/wave-order';
import type { CurrentRelease } from '../releases/service';
import type { ExactChange } from './since-last-wave';

/*
 * The class report's change since the last wave (issue 32), worded from its parts as the rest of
 * the report is: one exact part for the study's own accounts; for a scoped account one part per
 * class, its release's noised figures. The minimum group size applies to each class's pairs: a
 * class with fewer is left out (added into the others' figures, subtracting them would give its
 * own back), the reliable-change cells are withheld as core's linkedWithheldCells says of the
 * exact counts, and the pairs' number of the classes counted is shown as a release's responses.
 */

/** A part's figures: those shown, and the exact reliable-change counts that decide. */
export interface ChangePart {
  pairs: number;
  before: Record<Category, number>;
  after: Record<Category, number>;
  reliable: Record<Prca24Score, number[] | null>;
  exactReliable: Record<Prca24Score, number[] | null>;
  reliableReasons: Record<Prca24Score, StatisticUnavailableReason | null>;
}

/** A subset's exact change as the one part of a researcher's report. */
export function exactPart(exact: ExactChange): ChangePart {
  return { ...exact, exactReliable: exact.reliable };
}

/**
 * Classes' releases as parts, for the wave before `earlierWaveId`. A release whose change was
 * made against another wave (one added or removed since) has no pairs of this one until the
 * class's next release.
 */
export function releasedParts(
  releases: readonly CurrentRelease[],
  earlierWaveId: string,
): ChangePart[] {
  return releases.map(({ figures: { change } }) =>
    change && change.earlierWaveId === earlierWaveId
      ? { ...change, exactReliable: change.exact.reliable }
      : {
          pairs: 0,
          before: zeros(),
          after: zeros(),
          reliable: noScores(),
          exactReliable: noScores(),
          reliableReasons: noScores(),
        },
  );
}

const zeros = () =>
  Object.fromEntries(CATEGORIES.map((category) => [category, 0])) as Record<Category, number>;
const noScores = () =>
  Object.fromEntries(PRCA24_SCORES.map((score) => [score, null])) as Record<Prca24Score, null>;

/** The section without figures, saying why. */
function withoutFigures(
  reason: NonNullable<SinceLastWave['reason']>,
  earlierWave: NamedWave | null,
  pairsWithheld: boolean,
): SinceLastWave {
  return {
    earlierWave,
    reason,
    pairs: { count: pairsWithheld ? null : 0, withheld: pairsWithheld },
    classesLeftOut: 0,
    blur: null,
    scores: PRCA24_SCORES.map((score) => ({
      score,
      meanBefore: null,
      meanAfter: null,
      meanChange: null,
      reliableChange: null,
      reliableChangeReason: null,
      reliablePoints: null,
    })),
  };
}

export interface SectionInputs {
  /** The waves of the report's classes (or of its wave filter). */
  waves: readonly string[];
  earlierWave: NamedWave | null;
  linking: boolean;
  parts: readonly ChangePart[];
  /** null for the study's own accounts: nothing is withheld. */
  minimum: number | null;
  /** The privacy parameter of a scoped account's releases; null for the study's own accounts. */
  epsilon: number | null;
  /** The whole wave pair's SEM of each score, for the study's own accounts; else null. */
  sem: Record<Prca24Score, number | null> | null;
}

/** The section from its parts, or why it has no figures. */
export function sinceLastWaveSection(inputs: SectionInputs): SinceLastWave {
  const { earlierWave, minimum, epsilon, sem } = inputs;
  if (inputs.waves.length > 1) return withoutFigures('severalWaves', null, false);
  // No class at all: for a scoped account, its class counts too few responses to be reported.
  if (inputs.waves.length === 0) {
    return withoutFigures(minimum === null ? 'noPairs' : 'tooFewPairs', null, minimum !== null);
  }
  if (!earlierWave) return withoutFigures('noEarlierWave', null, false);
  const counted = inputs.parts.filter((part) =>
    minimum === null ? part.pairs > 0 : !isWithheld(part.pairs, minimum),
  );
  const n = counted.reduce((sum, part) => sum + part.pairs, 0);
  if (n === 0) {
    // Linking off explains every missing pair; else none was matched, or for a scoped account
    // fewer than the minimum (zero among them: an exact zero would be a count under it).
    const reason = !inputs.linking ? 'linkingOff' : minimum === null ? 'noPairs' : 'tooFewPairs';
    return withoutFigures(reason, earlierWave, minimum !== null);
  }
  const sumOf = (side: 'before' | 'after', score: Prca24Score) =>
    counted.reduce(
      (total, part) =>
        total +
        (score === 'total'
          ? CATEGORIES.reduce((all, category) => all + part[side][category], 0)
          : part[side][score]),
      0,
    );
  return {
    earlierWave,
    reason: null,
    pairs: { count: n, withheld: false },
    classesLeftOut: inputs.parts.length - counted.length,
    blur:
      epsilon === null ? null : Math.round(10 * meanChangeBlur(counted.length, n, epsilon)) / 10,
    scores: PRCA24_SCORES.map((score) => {
      const before = sumOf('before', score);
      const after = sumOf('after', score);
      const missing = counted.find((part) => part.reliable[score] === null);
      const reliableChange = missing ? null : reliableCells(counted, score, n, minimum);
      const semOf = sem?.[score] ?? null;
      return {
        score,
        meanBefore: meanToOneDecimal(before, n),
        meanAfter: meanToOneDecimal(after, n),
        meanChange: meanToOneDecimal(after - before, n),
        reliableChange,
        reliableChangeReason: missing
          ? (missing.reliableReasons[score] ?? 'alphaUnavailable')
          : null,
        reliablePoints:
          reliableChange && semOf !== null
            ? Math.round(10 * reliableChangePoints(semOf)) / 10
            : null,
      };
    }),
  };
}

/** One score's improved, unchanged and worsened over the parts, each withheld as it must be. */
function reliableCells(
  parts: readonly ChangePart[],
  score: Prca24Score,
  n: number,
  minimum: number | null,
) {
  const withheld = linkedWithheldCells(
    parts.map((part) => part.exactReliable[score]!),
    minimum,
  );
  const cells = RELIABLE_CHANGE_OUTCOMES.map((outcome, i) => {
    const count = Math.min(
      n,
      parts.reduce((sum, part) => sum + part.reliable[score]![i]!, 0),
    );
    return [
      outcome,
      withheld[i]
        ? { count: null, percentage: null, withheld: true }
        : { count, percentage: percentage(count, n), withheld: false },
    ];
  });
  return Object.fromEntries(cells) as NonNullable<
    SinceLastWave['scores'][number]['reliableChange']
  >;
}
