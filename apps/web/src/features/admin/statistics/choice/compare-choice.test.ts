import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COMPARE_CHOICE,
  compareChoiceFromParams,
  compareChoiceToQuery,
  withCompareChoice,
} from './compare-choice';

const CLASS = '0b6f3c1e-9a4d-4c2e-8f1a-2d3b4c5d6e7f';

describe('the comparison in the address', () => {
  it('reads the grouping, score, chosen groups and smallest tested group', () => {
    const params = new URLSearchParams(
      'tab=compare&by=gender&score=meetings&groups=male,female&minGroupSize=10',
    );
    expect(compareChoiceFromParams(params)).toEqual({
      by: 'gender',
      score: 'meetings',
      groups: ['male', 'female'],
      minGroupSize: 10,
    });
  });

  it('falls back to the defaults for what is missing or malformed, and keeps the valid groups', () => {
    expect(compareChoiceFromParams(new URLSearchParams())).toEqual(DEFAULT_COMPARE_CHOICE);
    const params = new URLSearchParams('by=shoes&score=x&groups=grade10,male&minGroupSize=1');
    expect(compareChoiceFromParams(params)).toEqual({
      ...DEFAULT_COMPARE_CHOICE,
      groups: ['grade10'],
    });
    expect(
      compareChoiceFromParams(new URLSearchParams(`by=class&groups=10A1,${CLASS}`)).groups,
    ).toEqual([CLASS]);
  });

  it('tells a choice of no group from every group', () => {
    expect(compareChoiceFromParams(new URLSearchParams('groups=')).groups).toEqual([]);
    expect(compareChoiceToQuery({ ...DEFAULT_COMPARE_CHOICE, groups: [] })).toEqual({ groups: '' });
  });

  it('writes only what differs from the defaults, keeping the filters and the tab', () => {
    const params = new URLSearchParams('tab=compare&grade=grade10&by=gender&groups=male,female');
    const next = withCompareChoice(params, { ...DEFAULT_COMPARE_CHOICE, minGroupSize: 3 });
    expect(next.toString()).toBe('tab=compare&grade=grade10&minGroupSize=3');
  });
});
