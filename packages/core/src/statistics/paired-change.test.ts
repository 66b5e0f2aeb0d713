import { describe, expect, it } from 'vitest';
import { cronbachAlpha } from '../psychometrics/alpha';
import changeFixtures from './fixtures/change.json';
import { pairedChange, type PairedChange } from './paired-change';
import { expectAgreesWithR, expectPValueAgreesWithR } from './r-agreement.test-support';
import { scoreHistogram } from './score-moments';

/** What R reported for one score (fixtures/make-change-fixtures.R); null where R has NA. */
interface RChange extends Omit<PairedChange, 'ci' | 'reason' | 'reliableChangeReason'> {
  ci: { lower: number | null; upper: number | null } | null;
  alpha: number | null;
}

interface RCase {
  name: string;
  /** Oriented answers 1–5, one row per pair, 24 items: the earlier and the later wave. */
  before: number[][];
  after: number[][];
  scores: Record<string, RChange>;
}

/** The items of each score, as the fixture's script names them (0-based columns). */
const ITEMS: Record<string, readonly number[]> = {
  total: Array.from({ length: 24 }, (_, i) => i),
  groupDiscussion: [0, 1, 2, 3, 4, 5],
  meetings: [6, 7, 8, 9, 10, 11],
  interpersonal: [12, 13, 14, 15, 16, 17],
  publicSpeaking: [18, 19, 20, 21, 22, 23],
};

const columns = (rows: number[][], items: readonly number[]) =>
  rows.map((row) => items.map((item) => row[item]!));
const sums = (rows: number[][]) => rows.map((row) => row.reduce((a, b) => a + b, 0));

/** The change figures core gives on a case's pairs, from the histograms and alpha as the server has them. */
function changeOf(fixture: RCase, score: string): PairedChange {
  const before = columns(fixture.before, ITEMS[score]!);
  const beforeScores = sums(before);
  const afterScores = sums(columns(fixture.after, ITEMS[score]!));
  return pairedChange({
    before: scoreHistogram(beforeScores),
    after: scoreHistogram(afterScores),
    change: scoreHistogram(afterScores.map((after, i) => after - beforeScores[i]!)),
    alpha: cronbachAlpha(before, { itemCount: ITEMS[score]!.length }).alpha,
  });
}

const cases = (changeFixtures as { cases: RCase[] }).cases.map(
  (fixture) => [fixture.name, fixture] as const,
);

describe.each(cases)('the change of matched pairs equals R: %s', (_, fixture) => {
  it.each(Object.keys(ITEMS))('%s', (score) => {
    const r = fixture.scores[score]!;
    const ours = changeOf(fixture, score);
    expect(ours.n).toBe(r.n);
    for (const field of [
      'meanBefore',
      'meanAfter',
      'meanChange',
      'sdChange',
      't',
      'df',
      'dz',
      'sem',
    ] as const) {
      expectAgreesWithR(ours[field], r[field], `${score} ${field}`);
    }
    expectPValueAgreesWithR(ours.p, r.p, `${score} p`);
    expectAgreesWithR(ours.ci?.lower ?? null, r.ci?.lower ?? null, `${score} ci.lower`);
    expectAgreesWithR(ours.ci?.upper ?? null, r.ci?.upper ?? null, `${score} ci.upper`);
    expect(ours.reliableChange).toEqual(r.reliableChange);
    // Null figures say why.
    expect(ours.reason === null).toBe(ours.t !== null);
    expect(ours.reliableChangeReason === null).toBe(ours.reliableChange !== null);
  });
});

describe('pairedChange', () => {
  it('says why without pairs, with one pair, and when every pair changed alike', () => {
    const none = pairedChange({ before: [], after: [], change: [], alpha: null });
    expect(none).toMatchObject({ n: 0, meanChange: null, t: null, reason: 'noResponses' });
    expect(none.reliableChangeReason).toBe('noResponses');
    const one = pairedChange({
      before: [{ value: 60, count: 1 }],
      after: [{ value: 50, count: 1 }],
      change: [{ value: -10, count: 1 }],
      alpha: null,
    });
    expect(one).toMatchObject({
      n: 1,
      meanChange: -10,
      sdChange: null,
      reason: 'tooFewRespondents',
    });
    const alike = pairedChange({
      before: scoreHistogram([60, 70, 80]),
      after: scoreHistogram([55, 65, 75]),
      change: [{ value: -5, count: 3 }],
      alpha: 0.9,
    });
    expect(alike).toMatchObject({ meanChange: -5, sdChange: 0, t: null, reason: 'zeroVariance' });
    // The measurement error still judges each change: sd(before) = 10, SEM = √0.1·10.
    expect(alike.sem).toBeCloseTo(Math.sqrt(0.1) * 10, 12);
    expect(alike.reliableChange).toEqual({ improved: 0, unchanged: 3, worsened: 0 });
  });

  it('counts a change beyond ±1.96·√2·SEM as reliable, and one just inside it as not', () => {
    // sd(before) = 10 and alpha = 0.5: SEM = √50, √2·SEM = 10, so the criterion is a change of 19.6.
    const reliable = pairedChange({
      before: scoreHistogram([50, 50 + 10 * Math.SQRT2]),
      after: scoreHistogram([0, 0]),
      change: [
        { value: -19.7, count: 1 },
        { value: 19.5, count: 1 },
      ],
      alpha: 0.5,
    });
    expect(reliable.sem).toBeCloseTo(Math.sqrt(50), 12);
    expect(reliable.reliableChange).toEqual({ improved: 1, unchanged: 1, worsened: 0 });
  });

  it('refuses histograms that count different pairs', () => {
    expect(() =>
      pairedChange({ before: scoreHistogram([1]), after: [], change: [], alpha: null }),
    ).toThrow(RangeError);
  });
});
