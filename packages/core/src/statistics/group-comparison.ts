import { classicAnova, unavailableClassicAnova, unavailableWelchAnova, welchAnova } from './anova';
import type { ClassicAnova, WelchAnova } from './anova';
import { MIN_TESTABLE_GROUP_SIZE, groupMoments } from './group-moments';
import { describeGroup } from './group-description';
import type { GroupDescription } from './group-description';
import type { StatisticUnavailableReason } from './reasons';
import type { ScoreHistogram } from './score-moments';
import { twoGroupTest, unavailableTwoGroupTest } from './two-group-test';
import type { TwoGroupTest } from './two-group-test';

/** One group's score distribution (SQL: GROUP BY grouping, score). */
export interface GroupScores {
  group: string;
  histogram: ScoreHistogram;
}

export interface CompareGroupsOptions {
  /** Groups with fewer responses are listed but not tested (at least 2, the default). */
  minGroupSize?: number;
  /** Coverage of the confidence intervals (0.95 by default). */
  level?: number;
}

export interface ComparedGroup extends GroupDescription {
  group: string;
  /** Whether the group enters the tests. */
  tested: boolean;
  /** belowMinimumSize when it does not. */
  reason: StatisticUnavailableReason | null;
}

/**
 * Every figure of a group comparison. The t-test (with Hedges' g) compares exactly two tested
 * groups, the first given minus the second; both ANOVAs take two or more. Groups keep the order
 * given.
 */
export interface GroupComparison {
  groups: ComparedGroup[];
  minGroupSize: number;
  tTest: TwoGroupTest;
  welchAnova: WelchAnova;
  anova: ClassicAnova;
}

function assertMinGroupSize(minGroupSize: number): void {
  if (!Number.isInteger(minGroupSize) || minGroupSize < MIN_TESTABLE_GROUP_SIZE) {
    throw new RangeError(
      `The minimum group size must be an integer ≥ ${MIN_TESTABLE_GROUP_SIZE}, got ${minGroupSize}`,
    );
  }
}

export function compareGroups(
  groups: readonly GroupScores[],
  options: CompareGroupsOptions = {},
): GroupComparison {
  const minGroupSize = options.minGroupSize ?? MIN_TESTABLE_GROUP_SIZE;
  const level = options.level ?? 0.95;
  assertMinGroupSize(minGroupSize);
  const moments = groups.map(({ histogram }) => groupMoments(histogram));
  const described = groups.map(({ group, histogram }, i): ComparedGroup => {
    const tested = (moments[i]?.n as number) >= minGroupSize;
    return {
      group,
      ...describeGroup(histogram, level),
      tested,
      reason: tested ? null : 'belowMinimumSize',
    };
  });
  const tested = moments.filter((_, i) => described[i]?.tested);
  const [first, second] = tested;
  const enoughGroups = tested.length >= 2;
  return {
    groups: described,
    minGroupSize,
    tTest:
      tested.length === 2 && first && second
        ? twoGroupTest(first, second, level)
        : unavailableTwoGroupTest(enoughGroups ? 'notTwoGroups' : 'tooFewGroups'),
    welchAnova: enoughGroups ? welchAnova(tested) : unavailableWelchAnova('tooFewGroups'),
    anova: enoughGroups ? classicAnova(tested) : unavailableClassicAnova('tooFewGroups'),
  };
}
