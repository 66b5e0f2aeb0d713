import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../instrument/categories';
import type { Category } from '../instrument/categories';
import { ITEMS } from '../instrument/items';
import { contextGaps, isExcluded, isFlagged, longestRun, qualityFlags } from './flags';
import type { QualityEvidence } from './flags';
import { DEFAULT_QUALITY_THRESHOLDS, qualityThresholdsSchema } from './thresholds';
import type { QualityThresholds } from './thresholds';

/** An attentive student at one apprehension level (1–5) in every context: plus and minus agree. */
function attentive(level: number): number[] {
  return ITEMS.map((item) => (item.key === 'plus' ? level : 6 - level));
}

/**
 * Answers in which `category`'s plus items read `plus` and its minus items `minus` (raw answers),
 * the other contexts attentive at level 3.
 */
function withContext(base: number[], category: Category, plus: number[], minus: number[]) {
  const answers = [...base];
  let p = 0;
  let m = 0;
  ITEMS.forEach((item, index) => {
    if (item.category !== category) return;
    answers[index] = item.key === 'plus' ? (plus[p++] ?? 3) : (minus[m++] ?? 3);
  });
  return answers;
}

function evidence(answers: number[], extra: Partial<QualityEvidence> = {}): QualityEvidence {
  return { answers, completionSeconds: null, medianSeconds: null, duplicateOf: null, ...extra };
}

function flags(
  answers: number[],
  extra: Partial<QualityEvidence> = {},
  thresholds?: Partial<QualityThresholds>,
) {
  return qualityFlags(evidence(answers, extra), { ...DEFAULT_QUALITY_THRESHOLDS, ...thresholds });
}

describe('long-string (straight-lining)', () => {
  it('measures the longest run of identical answers', () => {
    expect(longestRun([1, 1, 2, 2, 2, 1])).toBe(3);
    expect(longestRun(Array<number>(24).fill(4))).toBe(24);
    expect(longestRun(attentive(4))).toBe(2);
  });

  /** Answers whose longest run is exactly `run`, starting the questionnaire, then alternating. */
  function runOf(run: number): number[] {
    return Array.from({ length: 24 }, (_, index) => (index < run ? 3 : index % 2 === 0 ? 1 : 5));
  }

  it.each([
    [11, false],
    [12, true],
    [13, true],
  ])('with the default threshold 12, a run of %i is flagged: %s', (run, expected) => {
    const result = flags(runOf(run));
    expect(result.longestRun).toBe(run);
    expect(result.straightLining).toBe(expected);
  });

  it('always flags 24 identical answers, whatever the threshold', () => {
    expect(flags(Array<number>(24).fill(1)).straightLining).toBe(true);
    expect(flags(Array<number>(24).fill(5), {}, { longStringMin: 24 }).straightLining).toBe(true);
    expect(flags(runOf(23), {}, { longStringMin: 24 }).straightLining).toBe(false);
  });

  it('does not flag an attentive student', () => {
    expect(flags(attentive(2)).straightLining).toBe(false);
  });
});

describe('inconsistency between plus and minus items', () => {
  it('finds no gap in an attentive student and the largest in one who agrees with everything', () => {
    for (const level of [1, 3, 5]) {
      expect(Object.values(contextGaps(attentive(level)))).toEqual([0, 0, 0, 0]);
    }
    expect(Object.values(contextGaps(Array<number>(24).fill(1)))).toEqual([4, 4, 4, 4]);
    expect(flags(Array<number>(24).fill(1)).inconsistent).toBe(true);
    expect(flags(Array<number>(24).fill(3)).inconsistent).toBe(false);
  });

  // Oriented: a plus item as answered, a minus item 6 − answer. Plus answered 4,4,4 (oriented 4)
  // and minus answered 4,4,4 (oriented 2) open a gap of 2; one minus answered 3 makes it 5/3.
  const gapOfTwo = { plus: [4, 4, 4], minus: [4, 4, 4] };
  const gapJustUnder = { plus: [4, 4, 4], minus: [4, 4, 3] };

  it('measures a context gap of exactly the threshold and one just under it', () => {
    const base = attentive(3);
    expect(contextGaps(withContext(base, 'meetings', gapOfTwo.plus, gapOfTwo.minus)).meetings).toBe(
      2,
    );
    expect(
      contextGaps(withContext(base, 'meetings', gapJustUnder.plus, gapJustUnder.minus)).meetings,
    ).toBeCloseTo(5 / 3, 12);
  });

  function gapsIn(contexts: readonly Category[], gap: { plus: number[]; minus: number[] }) {
    return contexts.reduce(
      (answers, category) => withContext(answers, category, gap.plus, gap.minus),
      attentive(3),
    );
  }

  it.each([
    [['meetings'] as const, gapOfTwo, 1, false],
    [['meetings', 'publicSpeaking'] as const, gapOfTwo, 2, true],
    [['meetings', 'publicSpeaking', 'interpersonal'] as const, gapOfTwo, 3, true],
    [['meetings', 'publicSpeaking'] as const, gapJustUnder, 0, false],
  ])('gaps in %j (default: gap 2 in 2 contexts) count %#', (contexts, gap, count, expected) => {
    const result = flags(gapsIn(contexts, gap));
    expect(result.inconsistentContexts).toBe(count);
    expect(result.inconsistent).toBe(expected);
  });

  it('follows the thresholds it is given', () => {
    const twoContexts = gapsIn(['meetings', 'groupDiscussion'], gapJustUnder);
    expect(flags(twoContexts, {}, { inconsistencyGap: 5 / 3 }).inconsistent).toBe(true);
    expect(
      flags(gapsIn(['meetings', 'groupDiscussion'], gapOfTwo), {}, { inconsistentContextsMin: 3 })
        .inconsistent,
    ).toBe(false);
  });

  it('reads a gap in either direction (disagreeing with everything too)', () => {
    const result = flags(Array<number>(24).fill(5));
    expect(result.contextGaps).toEqual(Object.fromEntries(CATEGORIES.map((c) => [c, 4])));
  });
});

describe('speeding', () => {
  it.each([
    [47, true],
    [47.9, true],
    [48, false],
    [300, false],
  ])('with 2 s per item (48 s for 24), %s s is speeding: %s', (seconds, expected) => {
    const result = flags(attentive(3), { completionSeconds: seconds });
    expect(result.speedingLimitSeconds).toBe(48);
    expect(result.speeding).toBe(expected);
  });

  it('cannot judge a response without a recorded completion time', () => {
    const result = flags(attentive(3), { completionSeconds: null });
    expect(result.speeding).toBe(false);
    expect(result.speedingLimitSeconds).toBeNull();
  });

  it('under the wave-median rule, flags under a third of the median', () => {
    const rule = { speedingRule: 'waveMedian' as const };
    expect(flags(attentive(3), { completionSeconds: 99, medianSeconds: 300 }, rule).speeding).toBe(
      true,
    );
    expect(flags(attentive(3), { completionSeconds: 100, medianSeconds: 300 }, rule).speeding).toBe(
      false,
    );
    const noMedian = flags(attentive(3), { completionSeconds: 10, medianSeconds: null }, rule);
    expect(noMedian).toMatchObject({ speeding: false, speedingLimitSeconds: null });
  });
});

describe('duplicates, the flagged state and overrides', () => {
  it('flags a duplicate and names the earlier response', () => {
    const result = flags(attentive(3), { duplicateOf: 'earlier-id' });
    expect(result).toMatchObject({ duplicate: true, duplicateOf: 'earlier-id' });
    expect(isFlagged(result)).toBe(true);
  });

  it('lets a researcher keep a flagged response or exclude a clean one', () => {
    const clean = flags(attentive(4));
    const careless = flags(Array<number>(24).fill(1));
    expect(isFlagged(clean)).toBe(false);
    expect([isExcluded(clean, null), isExcluded(careless, null)]).toEqual([false, true]);
    expect([isExcluded(careless, 'keep'), isExcluded(clean, 'exclude')]).toEqual([false, true]);
  });
});

describe('the thresholds setting', () => {
  it('accepts the defaults and refuses nonsense', () => {
    expect(qualityThresholdsSchema.parse(DEFAULT_QUALITY_THRESHOLDS)).toEqual(
      DEFAULT_QUALITY_THRESHOLDS,
    );
    const bad = [
      { longStringMin: 1 },
      { inconsistentContextsMin: 5 },
      { speedingRule: 'never' },
      { extra: 1 },
    ];
    for (const change of bad) {
      expect(
        qualityThresholdsSchema.safeParse({ ...DEFAULT_QUALITY_THRESHOLDS, ...change }).success,
      ).toBe(false);
    }
  });
});
