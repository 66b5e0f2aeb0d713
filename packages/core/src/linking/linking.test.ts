import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../messages/validation';
import { linkAnswersSchema } from '../schemas/link';
import { surveySubmissionSchema } from '../schemas/submission';
import { normaliseLinkLetter } from './letters';
import { LINK_QUESTIONS, linkAnswerMessage } from './questions';
import { LINKING_SHEET_SECTION, withLinkingSection } from './sheet-section';

const GOOD = { motherInitial: 'L', ownInitial: 'a', birthDay: 17, olderSiblings: 0 };

describe('linking letters', () => {
  it.each([
    ['L', 'L'],
    ['l', 'L'],
    [' h ', 'H'],
    ['Đ', 'D'],
    ['đ', 'D'],
    ['d', 'D'],
    ['Ă', 'A'],
    ['â', 'A'],
    ['Ê', 'E'],
    ['ô', 'O'],
    ['Ơ', 'O'],
    ['ư', 'U'],
    ['Ặ', 'A'],
    // Typed decomposed (A, breve, dot below), as some input methods send it.
    ['A\u0306\u0323', 'A'],
    ['z', 'Z'],
    ['W', 'W'],
  ])('reads %j as %s', (typed, letter) => {
    expect(normaliseLinkLetter(typed)).toBe(letter);
  });

  it.each(['', ' ', 'Lan', 'LL', '7', '-', 'ß', 'Ω', 'л', '中', '😀', 'a b'])(
    'refuses %j',
    (typed) => {
      expect(normaliseLinkLetter(typed)).toBeNull();
    },
  );
});

describe('the linking questions', () => {
  it('are three to five, at least two with 22 or more possible answers', () => {
    expect(LINK_QUESTIONS.length).toBeGreaterThanOrEqual(3);
    expect(LINK_QUESTIONS.length).toBeLessThanOrEqual(5);
    const wide = LINK_QUESTIONS.filter(
      (question) =>
        question.kind === 'letter' ||
        (question.kind === 'number' && question.max - question.min + 1 >= 22),
    );
    expect(wide.length).toBeGreaterThanOrEqual(2);
  });

  it('each have a message in both languages', () => {
    for (const question of LINK_QUESTIONS) {
      expect(VALIDATION_MESSAGES).toHaveProperty(linkAnswerMessage(question.key));
    }
  });
});

describe('link answers', () => {
  it('take one answer per question, letters in any case and with Vietnamese letters', () => {
    expect(linkAnswersSchema.safeParse(GOOD).success).toBe(true);
    expect(
      linkAnswersSchema.safeParse({ ...GOOD, motherInitial: 'đ', ownInitial: 'Ư' }).success,
    ).toBe(true);
  });

  it.each([
    [{ ...GOOD, motherInitial: 'Lan' }, 'link.motherInitialInvalid'],
    [{ ...GOOD, ownInitial: '' }, 'link.ownInitialInvalid'],
    [{ ...GOOD, birthDay: 32 }, 'link.birthDayInvalid'],
    [{ ...GOOD, birthDay: 0 }, 'link.birthDayInvalid'],
    [{ ...GOOD, birthDay: 3.5 }, 'link.birthDayInvalid'],
    [{ ...GOOD, birthDay: '17' }, 'link.birthDayInvalid'],
    [{ ...GOOD, olderSiblings: 10 }, 'link.olderSiblingsInvalid'],
    [{ ...GOOD, olderSiblings: -1 }, 'link.olderSiblingsInvalid'],
    [{ motherInitial: 'L', ownInitial: 'A', birthDay: 3 }, 'link.olderSiblingsInvalid'],
  ])('refuses %j with the message of its question', (answers, message) => {
    const parsed = linkAnswersSchema.safeParse(answers);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it('refuses a question it does not know', () => {
    expect(linkAnswersSchema.safeParse({ ...GOOD, fatherInitial: 'B' }).success).toBe(false);
  });

  it('are optional in a submission (a study that does not link asks none)', () => {
    expect(surveySubmissionSchema.shape.link.safeParse(undefined).success).toBe(true);
  });
});

describe("the sheet's linking section", () => {
  it('ends the sheet while the study links its waves, and only then', () => {
    const text = { vi: 'Phiếu', en: 'Sheet' };
    expect(withLinkingSection(text, false)).toEqual(text);
    const linked = withLinkingSection(text, true);
    expect(linked.vi.endsWith(LINKING_SHEET_SECTION.vi)).toBe(true);
    expect(linked.en.endsWith(LINKING_SHEET_SECTION.en)).toBe(true);
    expect(linked.vi).toContain('# Ghép bài trả lời');
  });
});
