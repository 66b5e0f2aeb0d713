import { describe, expect, it } from 'vitest';
import { itemSums } from '../psychometrics/item-sums';
import { scaleReliability } from './scale-reliability';

describe('scaleReliability', () => {
  it('gives a SEM of 0, not NaN, where items agreeing perfectly compute alpha a hair above 1', () => {
    // 26 straight-lined answers of six items: found by the endpoint fuzzer as a 500 (NaN broke
    // the reply's schema); this floating-point sum computes alpha as 1.0000000000000002.
    const answers = [1, 1, 4, 5, 4, 4, 4, 5, 5, 2, 2, 2, 3, 3, 5, 3, 5, 2, 3, 3, 3, 2, 1, 1, 3, 5];
    const reliability = scaleReliability(itemSums(answers.map((answer) => Array(6).fill(answer))));
    expect(reliability.alpha.alpha).toBeGreaterThan(1);
    expect(reliability.sem).toBe(0);
  });
});
