import { describe, expect, it } from 'vitest';
import { labelledClasses, type OrderedClass } from './class-order';

const named = (
  id: string,
  name: string,
  schoolName: string,
  waveName: string,
  grade: OrderedClass['grade'] = 'grade10',
): OrderedClass => ({ id, name, schoolName, waveName, grade });

describe('labelledClasses', () => {
  it("names two schools' 10A1 by their school, and one class in two waves by its wave", () => {
    const labels = labelledClasses([
      named('a', '10A1', 'THPT Nguyễn Trãi', 'Đợt 1'),
      named('b', '10A1', 'THPT Lê Lợi', 'Đợt 1'),
      named('c', '11B2', 'THPT Lê Lợi', 'Đợt 1', 'grade11'),
      named('d', '11B2', 'THPT Lê Lợi', 'Đợt 2', 'grade11'),
      named('e', '12C3', 'THPT Lê Lợi', 'Đợt 1', 'grade12'),
    ]).map(({ studyClass, label }) => [studyClass.id, label]);
    expect(labels).toEqual([
      ['b', '10A1 (THPT Lê Lợi)'],
      ['c', '11B2 (Đợt 1)'],
      ['e', '12C3'],
      ['d', '11B2 (Đợt 2)'],
      ['a', '10A1 (THPT Nguyễn Trãi)'],
    ]);
    expect(new Set(labels.map(([, label]) => label)).size).toBe(labels.length);
  });

  it('orders by school, wave, grade, then name, counting the digits as numbers', () => {
    const order = labelledClasses([
      named('1', '10A10', 'Trường A', 'Đợt 1'),
      named('2', '12A1', 'Trường A', 'Đợt 1', 'grade12'),
      named('3', '10A2', 'Trường A', 'Đợt 1'),
      named('4', '10A1', 'Trường A', 'Đợt 10'),
      named('5', '10A1', 'Trường A', 'Đợt 2'),
    ]).map(({ studyClass }) => studyClass.id);
    expect(order).toEqual(['3', '1', '2', '5', '4']);
  });
});
