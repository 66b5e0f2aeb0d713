import {
  LINK_QUESTIONS,
  normaliseLinkLetter,
  type LinkAnswersInput,
  type LinkQuestionKey,
} from '@prca/core';
import type { IdentityHasher } from '../../identity/hasher';

export interface LinkCode {
  question: LinkQuestionKey;
  hash: string;
}

/**
 * The elements of a student's linking code as the server keeps them (issue 32): each answer
 * reduced to what matching compares (a letter to A–Z, without case or diacritics, Đ as D; a
 * number to its decimal digits) and hashed with its question under the identity secret. The
 * answers themselves go no further than this function.
 */
export function linkCodesOf(
  answers: LinkAnswersInput,
  identity: Pick<IdentityHasher, 'linkHash'>,
): LinkCode[] {
  return LINK_QUESTIONS.map((question) => {
    const answer = answers[question.key];
    const element =
      question.kind === 'letter' ? normaliseLinkLetter(String(answer)) : String(Number(answer));
    // The schema let only valid answers through; a null here is a bug, not the student's.
    if (element === null) throw new Error(`Unchecked linking answer to ${question.key}`);
    return { question: question.key, hash: identity.linkHash(question.key, element) };
  });
}
