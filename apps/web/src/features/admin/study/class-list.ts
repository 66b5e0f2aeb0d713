import type { Grade } from '@prca/core';

export interface ListedClass {
  name: string;
  grade: Grade;
  enrolled?: number;
}

export type ClassListProblem = 'gradeUnknown' | 'enrolledInvalid' | 'nameTooLong' | 'duplicate';

export interface ClassListReading {
  classes: ListedClass[];
  /** The first problem of each line that has one (1-based line numbers, as the reader counts). */
  problems: { line: number; problem: ClassListProblem }[];
}

const GRADE_OF_PREFIX: Readonly<Record<string, Grade>> = {
  '10': 'grade10',
  '11': 'grade11',
  '12': 'grade12',
};

/**
 * A pasted list of classes, one a line: the class's name, then optionally the number of
 * students enrolled after a tab, comma or semicolon (what a spreadsheet's two columns give).
 * Vietnamese class names start with their grade (10A1, 11 Toán), which gives the grade; a name
 * that does not takes `fallbackGrade`, or is a problem when there is none. Blank lines are skipped.
 */
export function readClassList(text: string, fallbackGrade: Grade | null): ClassListReading {
  const classes: ListedClass[] = [];
  const problems: ClassListReading['problems'] = [];
  const seen = new Set<string>();
  text.split(/\r?\n/).forEach((raw, index) => {
    const [rawName = '', rawEnrolled] = raw.split(/[\t,;]/).map((part) => part.trim());
    if (!rawName) return;
    const line = index + 1;
    const name = rawName.replace(/\s+/g, ' ');
    const grade = GRADE_OF_PREFIX[name.slice(0, 2)] ?? fallbackGrade;
    const enrolled = rawEnrolled ? Number(rawEnrolled) : undefined;
    const problem: ClassListProblem | null =
      name.length > 40
        ? 'nameTooLong'
        : !grade
          ? 'gradeUnknown'
          : enrolled !== undefined &&
              !(Number.isInteger(enrolled) && enrolled >= 1 && enrolled <= 2000)
            ? 'enrolledInvalid'
            : seen.has(name.toLocaleUpperCase('vi'))
              ? 'duplicate'
              : null;
    if (problem || !grade) return void problems.push({ line, problem: problem ?? 'gradeUnknown' });
    seen.add(name.toLocaleUpperCase('vi'));
    classes.push({ name, grade, ...(enrolled !== undefined ? { enrolled } : {}) });
  });
  return { classes, problems };
}
