import { describe, expect, it } from 'vitest';
import { codeLabels, distinctLabels } from './distinct-labels';

describe('the labels of the package’s codes', () => {
  it('number a repeated school or wave name in the order given (code order), keeping that order', () => {
    expect(
      distinctLabels([
        { id: 'c', code: 1, name: 'Đợt 1' },
        { id: 'a', code: 2, name: 'Đợt 2' },
        { id: 'b', code: 4, name: 'Đợt 1' },
      ]),
    ).toEqual([
      { id: 'c', code: 1, label: 'Đợt 1' },
      { id: 'a', code: 2, label: 'Đợt 2' },
      { id: 'b', code: 4, label: 'Đợt 1 #2' },
    ]);
  });

  it('never number a name into one that another entry already bears', () => {
    const labels = distinctLabels([
      { id: 'a', name: 'X' },
      { id: 'b', name: 'X' },
      { id: 'c', name: 'X #2' },
    ]).map((entry) => entry.label);
    expect(new Set(labels).size).toBe(3);
  });

  it('give R and SPSS value labels that all differ, in the chosen language', () => {
    const codes = [
      { code: 1, label: { en: 'Class A', vi: '10A1' } },
      { code: 2, label: { en: 'Class B', vi: '10A1' } },
      { code: 3, label: { en: 'Line\nbreak', vi: '10A2' } },
    ];
    expect(codeLabels(codes, 'en')).toEqual(['Class A', 'Class B', 'Line break']);
    expect(codeLabels(codes, 'vi')).toEqual(['10A1 [1]', '10A1 [2]', '10A2']);
    // Even where a marked label would meet a label as given, every code keeps its own.
    const tricky = [
      { code: 1, label: { en: 'A', vi: 'A' } },
      { code: 2, label: { en: 'A', vi: 'A' } },
      { code: 3, label: { en: 'A [1]', vi: 'A [1]' } },
    ];
    expect(new Set(codeLabels(tricky, 'en')).size).toBe(3);
  });
});
