import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../instrument/categories';
import { PRCA24_SCORES } from '../statistics/subscales';
import { noisedChangeFigures, type ReleaseChangeFigures } from './change-noise';
import { REPORT_PRIVACY_EPSILON, releaseNoiseScales } from './noise';
import { seeded } from './seeded.test-support';

const EPSILON = REPORT_PRIVACY_EPSILON.default;

/** Twenty pairs a point lower in every context after; five improved in the total. */
const exact: ReleaseChangeFigures = {
  pairs: 20,
  before: Object.fromEntries(CATEGORIES.map((c) => [c, 20 * 18])) as ReleaseChangeFigures['before'],
  after: Object.fromEntries(CATEGORIES.map((c) => [c, 20 * 17])) as ReleaseChangeFigures['after'],
  reliable: {
    ...(Object.fromEntries(
      PRCA24_SCORES.map((s) => [s, [2, 18, 0]]),
    ) as ReleaseChangeFigures['reliable']),
    total: [5, 15, 0],
    meetings: null,
  },
};

describe('the noise of a release’s change since the last wave (issue 32)', () => {
  it('keeps the pairs exact, the sums within what they can score, the counts whole', () => {
    const uniform = seeded(1);
    const wrong: string[] = [];
    for (let trial = 0; trial < 2_000; trial += 1) {
      const noised = noisedChangeFigures(exact, EPSILON, uniform);
      if (noised.pairs !== 20) wrong.push(`pairs ${noised.pairs}`);
      for (const c of CATEGORIES) {
        for (const sum of [noised.before[c], noised.after[c]]) {
          if (sum < 6 * 20 || sum > 30 * 20) wrong.push(`${c} sum ${sum}`);
        }
      }
      if (noised.reliable.meetings !== null) wrong.push('meetings counted without an SEM');
      for (const count of noised.reliable.total!) {
        if (!Number.isInteger(count) || count < 0 || count > 20) wrong.push(`count ${count}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('blurs each context’s sum and each count at the scales of a release’s other figures', () => {
    const uniform = seeded(2);
    const trials = 20_000;
    let sums = 0;
    let counts = 0;
    for (let trial = 0; trial < trials; trial += 1) {
      const noised = noisedChangeFigures(exact, EPSILON, uniform);
      sums += Math.abs(noised.after.groupDiscussion - exact.after.groupDiscussion);
      counts += Math.abs(noised.reliable.total![1]! - 15);
    }
    const scales = releaseNoiseScales(EPSILON);
    // E|X| of a Laplace draw is its scale; counts are rounded, so only near it.
    expect(sums / trials).toBeCloseTo(scales.context, 0);
    expect(Math.abs(counts / trials - scales.count)).toBeLessThan(0.2);
  });
});
