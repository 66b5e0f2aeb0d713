import type { Translated } from '../messages/locales';

/** The five answer values of every item (SPEC.md section 3); 1 is "strongly agree". */
export const ANSWER_VALUES = [1, 2, 3, 4, 5] as const;
export type AnswerValue = (typeof ANSWER_VALUES)[number];

export const MIN_ANSWER: AnswerValue = 1;
export const MAX_ANSWER: AnswerValue = 5;

export interface AnswerOption {
  value: AnswerValue;
  label: Translated;
}

/**
 * "Phân vân" (undecided) is what Vietnamese Likert questionnaires use for the midpoint, and
 * "Undecided" is McCroskey's original wording (1982: "(3) are undecided"), so the two languages
 * offer the same midpoint (not "Neutral", since prca24-2026-11-28).
 */
export const ANSWER_OPTIONS: readonly AnswerOption[] = [
  { value: 1, label: { en: 'Strongly agree', vi: 'Hoàn toàn đồng ý' } },
  { value: 2, label: { en: 'Agree', vi: 'Đồng ý' } },
  { value: 3, label: { en: 'Undecided', vi: 'Phân vân' } },
  { value: 4, label: { en: 'Disagree', vi: 'Không đồng ý' } },
  { value: 5, label: { en: 'Strongly disagree', vi: 'Hoàn toàn không đồng ý' } },
];

export function isAnswerValue(value: unknown): value is AnswerValue {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= MIN_ANSWER &&
    value <= MAX_ANSWER
  );
}
