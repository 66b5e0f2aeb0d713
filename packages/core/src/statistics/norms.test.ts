import { describe, expect, it } from 'vitest';
import fixtures from './fixtures/norms.json';
import { MCCROSKEY_NORMS, compareWithMcCroskeyNorms } from './norms';
import { expectAgreesWithR, expectPValueAgreesWithR } from './r-agreement.test-support';
import type { ScoreMoments } from './score-moments';
import { PRCA24_SCORES } from './subscales';
import type { Prca24Score } from './subscales';

interface NormsFixture {
  name: string;
  moments: Record<Prca24Score, ScoreMoments>;
  r: (Record<'mean' | 'sd' | 't' | 'df' | 'p' | 'cohensD', number | null> & {
    score: Prca24Score;
    n: number;
  })[];
}

describe('the norms', () => {
  it("are McCroskey's, as the fixture script used them", () => {
    expect(MCCROSKEY_NORMS).toEqual(fixtures.norms);
  });
});

describe.each(fixtures.cases as NormsFixture[])('"$name" against the norms', (fixture) => {
  const result = compareWithMcCroskeyNorms(fixture.moments);

  it.each(PRCA24_SCORES)('%s: t.test(x, mu = norm) and Cohen’s d agree with R', (score) => {
    const r = fixture.r.find((entry) => entry.score === score);
    const figures = result[score];
    expect(figures.n).toBe(r?.n);
    expectAgreesWithR(figures.mean, r?.mean ?? null, 'mean');
    expectAgreesWithR(figures.sd, r?.sd ?? null, 'sd');
    expectAgreesWithR(figures.t, r?.t ?? null, 't');
    expectAgreesWithR(figures.df, r?.df ?? null, 'df');
    expectPValueAgreesWithR(figures.p, r?.p ?? null, 'p');
    expectAgreesWithR(figures.cohensD, r?.cohensD ?? null, "Cohen's d");
    expect(figures.normMean).toBe(MCCROSKEY_NORMS[score].mean);
    expect(figures.reason === null).toBe(r?.t !== null);
  });
});

describe('why a comparison is missing', () => {
  it('names the reason', () => {
    const moments = (n: number, sum: number, sumOfSquares: number) =>
      Object.fromEntries(PRCA24_SCORES.map((s) => [s, { n, sum, sumOfSquares }])) as Record<
        Prca24Score,
        ScoreMoments
      >;
    expect(compareWithMcCroskeyNorms(moments(0, 0, 0)).total.reason).toBe('noResponses');
    expect(compareWithMcCroskeyNorms(moments(1, 70, 4900)).total.reason).toBe('tooFewRespondents');
    expect(compareWithMcCroskeyNorms(moments(3, 210, 14700)).total.reason).toBe('zeroVariance');
  });
});
