import { describe, expect, it } from 'vitest';
import { compareClassPlaces, compareNames } from './natural-order';

describe('compareNames', () => {
  it('orders the numbers within names by their value', () => {
    expect(['10A10', '10A2', '10A1', '11B3', '10a3'].sort(compareNames)).toEqual([
      '10A1',
      '10A2',
      '10a3',
      '10A10',
      '11B3',
    ]);
    expect(['Đợt 10', 'Đợt 2'].sort(compareNames)).toEqual(['Đợt 2', 'Đợt 10']);
  });
});

describe('compareClassPlaces', () => {
  it('orders by school, then wave, then class name', () => {
    const at = (schoolName: string, waveName: string, name: string) => ({
      schoolName,
      waveName,
      name,
    });
    const sorted = [
      at('THPT B', 'Đợt 1', '10A1'),
      at('THPT A', 'Đợt 2', '10A1'),
      at('THPT A', 'Đợt 1', '10A10'),
      at('THPT A', 'Đợt 1', '10A2'),
    ].sort(compareClassPlaces);
    expect(sorted.map((each) => `${each.schoolName} ${each.waveName} ${each.name}`)).toEqual([
      'THPT A Đợt 1 10A2',
      'THPT A Đợt 1 10A10',
      'THPT A Đợt 2 10A1',
      'THPT B Đợt 1 10A1',
    ]);
  });
});
