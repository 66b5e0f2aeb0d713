import type { ClassReport } from '@prca/core';
import { describe, expect, it } from 'vitest';
import { answeredByFewerThanHalf } from './low-participation';

type Participation = Pick<ClassReport['participation'], 'responses' | 'enrolled' | 'withheld'>;

/** A report of `classes` classes read with `minimum` (null: the study's own accounts). */
function report(participation: Participation, classes = 1, minimum: number | null = 5) {
  return {
    minimumGroupSize: minimum,
    classes: Array.from({ length: classes }),
    participation,
  } as unknown as ClassReport;
}

const shown = (responses: number, enrolled: number | null) => ({
  responses,
  enrolled,
  withheld: false,
});
const withheld = (enrolled: number | null) => ({ responses: null, enrolled, withheld: true });

describe('the warning that fewer than half of the enrolled students answered', () => {
  it('is given when the responses shown are fewer than half the enrolment', () => {
    expect(answeredByFewerThanHalf(report(shown(7, 42)))).toBe(true);
    expect(answeredByFewerThanHalf(report(shown(20, 41), 3, null))).toBe(true);
  });

  it('is not given from half the enrolment up, nor without an enrolment', () => {
    expect(answeredByFewerThanHalf(report(shown(21, 42)))).toBe(false);
    expect(answeredByFewerThanHalf(report(shown(40, 40)))).toBe(false);
    expect(answeredByFewerThanHalf(report(shown(3, null)))).toBe(false);
    expect(answeredByFewerThanHalf(report(withheld(null)))).toBe(false);
  });

  it("is given for one class's withheld count only when the minimum already says it", () => {
    // Under 5 of 10 or more is under half, which "fewer than 5 responses" already tells.
    expect(answeredByFewerThanHalf(report(withheld(42)))).toBe(true);
    expect(answeredByFewerThanHalf(report(withheld(10)))).toBe(true);
    // Under 5 of 8 may be 4, half or more: saying "under half" would narrow what is withheld.
    expect(answeredByFewerThanHalf(report(withheld(8)))).toBe(false);
  });

  it('is not given for several classes whose count is withheld: any one class withholds it', () => {
    expect(answeredByFewerThanHalf(report(withheld(120), 3))).toBe(false);
  });
});
