import { describe, expect, it } from 'vitest';
import { readClassList } from './class-list';

describe('a pasted list of classes', () => {
  it('reads one class a line, its grade from its name and its enrolment from a second column', () => {
    const reading = readClassList('10A1\n\n 11  Toán ,38\n12C3\t41\r\n', null);
    expect(reading.problems).toEqual([]);
    expect(reading.classes).toEqual([
      { name: '10A1', grade: 'grade10' },
      { name: '11 Toán', grade: 'grade11', enrolled: 38 },
      { name: '12C3', grade: 'grade12', enrolled: 41 },
    ]);
  });

  it('gives a name without a grade the chosen grade, or names its line when none is chosen', () => {
    expect(readClassList('A1', 'grade11').classes).toEqual([{ name: 'A1', grade: 'grade11' }]);
    expect(readClassList('10A1\nA1', null).problems).toEqual([
      { line: 2, problem: 'gradeUnknown' },
    ]);
  });

  it('names the line of a bad enrolment, a repeated class and an over-long name', () => {
    const reading = readClassList(`10A1, 0\n10A2\n10a2\n10${'X'.repeat(40)}\n10A3, 2.5`, null);
    expect(reading.problems).toEqual([
      { line: 1, problem: 'enrolledInvalid' },
      { line: 3, problem: 'duplicate' },
      { line: 4, problem: 'nameTooLong' },
      { line: 5, problem: 'enrolledInvalid' },
    ]);
    expect(reading.classes).toEqual([{ name: '10A2', grade: 'grade10' }]);
  });
});
