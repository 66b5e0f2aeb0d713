/**
 * The linking questions (issue 32): when a study links its waves (the setting `linkWaves`), each
 * student answers these after assent, and a later wave's response is matched with an earlier
 * one by the answers (a self-generated identification code, SGIC). Chosen for Vietnamese
 * upper-secondary students after the SGIC literature (the panels Lipp et al. 2021 review, in
 * Survey Methods: Insights from the Field): elements a student knows without looking anything up
 * and that stay the same for years (a parent's name, one's own, the day of birth) are answered
 * the same way most often; elements that change (a street, a best friend, a hair colour) or need
 * checking (a parent's birthday) cause most of the mismatches. Each element alone is shared by
 * many students. Two letters (about 22 initials in use each) and the day of the month (31) tell
 * the students of a class apart; the month and year are left out, since with the day they make
 * the birth date of every school record. Eye colour, common in European codes, tells nobody apart
 * in Vietnam.
 *
 * The answers are never stored: the server keeps each element as a keyed hash (HMAC with the
 * identity secret), one per question, so that codes differing in one element still match.
 */
export const LINK_QUESTION_KINDS = ['letter', 'number'] as const;
export type LinkQuestionKind = (typeof LINK_QUESTION_KINDS)[number];

export interface LinkQuestion {
  key: string;
  kind: LinkQuestionKind;
  min?: number;
  max?: number;
}

export const LINK_QUESTIONS = [
  // The first letter of the mother's given name (tên: the last word of a Vietnamese full name,
  // "Nguyễn Thị Lan" → L): fixed for life, and unknown to most classmates.
  { key: 'motherInitial', kind: 'letter' },
  // The first letter of the student's own given name: fixed, and never wrong.
  { key: 'ownInitial', kind: 'letter' },
  // The day of the month of birth, without the month or year: a whole birth date is in every
  // school record, a day alone is not who someone is.
  { key: 'birthDay', kind: 'number', min: 1, max: 31 },
  // Older brothers and sisters (9 for nine or more): changes only if the family does.
  { key: 'olderSiblings', kind: 'number', min: 0, max: 9 },
] as const satisfies readonly LinkQuestion[];

export type LinkQuestionKey = (typeof LINK_QUESTIONS)[number]['key'];

/** A submission's answers: a letter as typed, a number as an integer. */
export type LinkAnswers = Record<LinkQuestionKey, string | number>;

/** The message key of a missing or unusable answer to a question (core's validation messages). */
export function linkAnswerMessage(key: LinkQuestionKey) {
  return `link.${key}Invalid` as const;
}
