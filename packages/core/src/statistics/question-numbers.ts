import { ITEMS } from '../instrument/items';
import type { MethodWarning } from './method-warnings';

/** A methodological warning as the replies carry it: PRCA-24 question numbers (1–24). */
export type QuestionNumberedWarning =
  | Exclude<MethodWarning, { items: number[] }>
  | { code: 'possiblyMiskeyed'; questionNumbers: number[] }
  | { code: 'heywoodCase'; scale: string; questionNumbers: number[] };

/** The question number of a 0-based column of the 24 items. */
export function questionNumberOf(item: number): number {
  const found = ITEMS[item];
  if (found === undefined) throw new RangeError(`Item index ${item} is not one of 0..23`);
  return found.id;
}

export function withQuestionNumbers(warning: MethodWarning): QuestionNumberedWarning {
  if (warning.code === 'possiblyMiskeyed') {
    return { code: warning.code, questionNumbers: warning.items.map(questionNumberOf) };
  }
  if (warning.code === 'heywoodCase') {
    return {
      code: warning.code,
      scale: warning.scale,
      questionNumbers: warning.items.map(questionNumberOf),
    };
  }
  return warning;
}
