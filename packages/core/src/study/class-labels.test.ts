import { describe, expect, it } from 'vitest';
import { unambiguousClassLabels, type NamedClass } from './class-labels';

const named = (id: string, name: string, schoolName: string, waveName: string): NamedClass => ({
  id,
  name,
  schoolName,
  waveName,
});

describe('unambiguousClassLabels', () => {
  it('keeps a unique name as it is', () => {
    const labels = unambiguousClassLabels([named('a', '10A1', 'THPT A', 'Đợt 1')]);
    expect(labels.get('a')).toBe('10A1');
  });

  it("names the school of two schools' 10A1", () => {
    const labels = unambiguousClassLabels([
      named('a', '10A1', 'THPT A', 'Đợt 1'),
      named('b', '10A1', 'THPT B', 'Đợt 1'),
      named('c', '10A2', 'THPT A', 'Đợt 1'),
    ]);
    expect([...labels.values()]).toEqual(['10A1 (THPT A)', '10A1 (THPT B)', '10A2']);
  });

  it('names the wave of one class in two waves', () => {
    const labels = unambiguousClassLabels([
      named('a', '10A1', 'THPT A', 'Đợt 1'),
      named('b', '10A1', 'THPT A', 'Đợt 2'),
    ]);
    expect([...labels.values()]).toEqual(['10A1 (Đợt 1)', '10A1 (Đợt 2)']);
  });

  it('names both where neither alone tells them apart', () => {
    const labels = unambiguousClassLabels([
      named('a', '10A1', 'THPT A', 'Đợt 1'),
      named('b', '10A1', 'THPT A', 'Đợt 2'),
      named('c', '10A1', 'THPT B', 'Đợt 1'),
    ]);
    expect([...labels.values()]).toEqual([
      '10A1 (THPT A, Đợt 1)',
      '10A1 (THPT A, Đợt 2)',
      '10A1 (THPT B, Đợt 1)',
    ]);
  });

  it('never gives two classes one label, even equal in every name', () => {
    const labels = unambiguousClassLabels([
      named('a', '10A1', 'THPT A', 'Đợt 1'),
      named('b', '10A1', 'THPT A', 'Đợt 1'),
    ]);
    expect(new Set(labels.values()).size).toBe(2);
  });
});
