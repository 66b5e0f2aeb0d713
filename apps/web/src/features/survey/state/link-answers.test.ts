import { LINK_QUESTIONS, linkAnswersSchema } from '@prca/core';
import { describe, expect, it } from 'vitest';
import { buildPayload } from '../api/survey-payload';
import { linkAnswersOf, linkQuestionsOf } from './link-answers';
import { freshProgress } from './survey-progress';
import { surveyReducer } from './survey-reducer';

describe('the linking answers (issue 32)', () => {
  it('are asked for the questions the server lists that core defines, as core defines them', () => {
    expect(linkQuestionsOf(['birthDay', 'shoeSize'])).toEqual(
      LINK_QUESTIONS.filter((question) => question.key === 'birthDay'),
    );
    expect(linkQuestionsOf([])).toEqual([]);
  });

  it('go in the submission as the server takes them: numbers as numbers, letters as typed', () => {
    let progress = surveyReducer(freshProgress(), {
      type: 'assent',
      consentVersion: 2,
      startedAt: '2026-11-28T08:00:00.000Z',
      next: 'link',
    });
    expect(progress.step).toBe('link');
    for (const [question, value] of [
      ['motherInitial', 'đ'],
      ['ownInitial', ' A '],
      ['birthDay', '07'],
      ['olderSiblings', '0'],
    ] as const) {
      progress = surveyReducer(progress, { type: 'setLink', question, value });
    }
    const payload = buildPayload(progress, null, 'vi');
    expect(payload.link).toEqual({
      motherInitial: 'đ',
      ownInitial: 'A',
      birthDay: 7,
      olderSiblings: 0,
    });
    expect(linkAnswersSchema.safeParse(payload.link).success).toBe(true);
  });

  it('leave what is no number as text, which core refuses with its question’s message', () => {
    const answers = linkAnswersOf({
      motherInitial: 'L',
      ownInitial: 'A',
      birthDay: 'mười',
      olderSiblings: '1',
    });
    expect(answers.birthDay).toBe('mười');
    expect(linkAnswersSchema.safeParse(answers).error?.issues[0]?.message).toBe(
      'link.birthDayInvalid',
    );
  });

  it('are not in a submission of a study that did not ask them', () => {
    expect(buildPayload(freshProgress(), null, 'en')).not.toHaveProperty('link');
  });
});
