import { describe, expect, it } from 'vitest';
import edges from './fixtures/omega.json';
import { ITEMS_FIXTURES, sumsOf } from './items-fixture.test-support';
import { prca24ReliabilityStatistics, reliabilityStatistics } from './reliability-statistics';
import { expectAgreesWithR } from './r-agreement.test-support';

describe.each(ITEMS_FIXTURES)('reliability figures of "$name"', (fixture) => {
  const result = reliabilityStatistics(sumsOf(fixture), fixture.subscales);

  it('alpha and the standard error of measurement SD·√(1 − α), overall and per subscale', () => {
    expectAgreesWithR(result.overall.alpha.alpha, fixture.r.alpha.total, 'alpha');
    expectAgreesWithR(result.overall.sem, fixture.r.sem.total, 'SEM');
    expect(result.overall.semReason === null).toBe(fixture.r.sem.total !== null);
    fixture.subscales.forEach(({ name }, i) => {
      const subscale = result.bySubscale[name];
      expectAgreesWithR(
        subscale?.alpha.alpha,
        fixture.r.alpha.subscales[i] ?? null,
        `${name} alpha`,
      );
      expectAgreesWithR(subscale?.sem, fixture.r.sem.subscales[i] ?? null, `${name} SEM`);
    });
  });
});

describe('the warnings a methodologist would give', () => {
  const byName = (name: string) => {
    const fixture = ITEMS_FIXTURES.find((f) => f.name === name);
    return prca24ReliabilityStatistics(sumsOf(fixture!)).warnings;
  };

  it('calls alpha unstable below 30 respondents', () => {
    expect(byName('small-class')).toContainEqual({
      code: 'unstableAlpha',
      sampleSize: 25,
      minimumSampleSize: 30,
    });
    expect(byName('prca24').map(({ code }) => code)).not.toContain('unstableAlpha');
  });

  it('flags an item with a negative corrected item-total correlation as possibly mis-keyed', () => {
    expect(byName('miskeyed')).toContainEqual({ code: 'possiblyMiskeyed', items: [10] });
    expect(byName('prca24').map(({ code }) => code)).not.toContain('possiblyMiskeyed');
  });

  it('says the subscale alphas are lower than the total’s', () => {
    expect(byName('prca24')).toContainEqual({
      code: 'subscaleAlphasLower',
      subscales: ['groupDiscussion', 'meetings', 'interpersonal', 'publicSpeaking'],
    });
  });

  it('says nothing where there is no alpha', () => {
    expect(byName('empty')).toEqual([]);
    expect(byName('one-response')).toEqual([]);
  });
});

describe('an improper factor solution', () => {
  const [heywood] = edges.cases.filter(({ name }) => name === 'heywood-two-items');
  const six = sumsOf(
    heywood as { n: number; aggregates: { sums: number[]; crossProducts: number[][] } },
  );

  it('is reported with the items held at the bound', () => {
    const result = reliabilityStatistics(six, []);
    expect(result.warnings).toContainEqual({ code: 'heywoodCase', scale: 'total', items: [0, 1] });
  });

  it('names a subscale’s items by their column in the whole scale', () => {
    // The six items twice over, as two subscales of a twelve-item scale.
    const twelve = {
      n: six.n,
      sums: [...six.sums, ...six.sums],
      crossProducts: [...six.crossProducts, ...six.crossProducts].map((row) => [...row, ...row]),
    };
    const result = reliabilityStatistics(twelve, [
      { name: 'first', items: [0, 1, 2, 3, 4, 5] },
      { name: 'second', items: [6, 7, 8, 9, 10, 11] },
    ]);
    expect(result.warnings).toContainEqual({ code: 'heywoodCase', scale: 'second', items: [6, 7] });
  });
});
