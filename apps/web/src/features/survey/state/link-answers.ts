import { LINK_QUESTIONS, type LinkQuestion } from '@prca/core';

/** The questions to ask: those of `keys` (the server's list) that core defines, as it does. */
export function linkQuestionsOf(keys: readonly string[]): readonly LinkQuestion[] {
  return LINK_QUESTIONS.filter((question) => keys.includes(question.key));
}

/**
 * The answers as typed, as a submission carries them (issue 32): a letter as typed (the server
 * reduces it), a number as a number when it is one. Anything else stays text, so that core's
 * schema refuses it with its question's message.
 */
export function linkAnswersOf(
  typed: Readonly<Record<string, string>>,
): Record<string, string | number> {
  return Object.fromEntries(
    LINK_QUESTIONS.filter((question) => typed[question.key] !== undefined).map((question) => {
      const value = typed[question.key]!.trim();
      return [
        question.key,
        question.kind === 'number' && /^\d{1,3}$/.test(value) ? Number(value) : value,
      ];
    }),
  );
}
