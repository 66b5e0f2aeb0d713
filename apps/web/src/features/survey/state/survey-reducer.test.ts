import { QUESTION_COUNT } from '@prca/core';
import { describe, expect, it } from 'vitest';
import { buildPayload } from '../api/survey-payload';
import { freshProgress, type SurveyProgress } from './survey-progress';
import { surveyReducer, type SurveyAction } from './survey-reducer';

describe('the assent and the consent version (issue 27)', () => {
  it('starts on the information sheet, and the assent begins the survey under its version', () => {
    const fresh = freshProgress();
    expect(fresh.step).toBe('sheet');
    const agreed = surveyReducer(fresh, {
      type: 'assent',
      consentVersion: 3,
      startedAt: '2026-11-27T08:00:00.000Z',
      next: 'identity',
    });
    expect(agreed).toMatchObject({
      step: 'identity',
      consentVersion: 3,
      startedAt: '2026-11-27T08:00:00.000Z',
    });
    expect(buildPayload(agreed, null, 'vi')).toMatchObject({ consentVersion: 3 });
  });

  it('keeps the first start when the student agrees again (back from part A)', () => {
    const once = surveyReducer(freshProgress(), {
      type: 'assent',
      consentVersion: 1,
      startedAt: '2026-11-27T08:00:00.000Z',
      next: 'demographicsA',
    });
    const again = surveyReducer(
      { ...once, step: 'sheet' },
      {
        type: 'assent',
        consentVersion: 1,
        startedAt: '2026-11-27T09:00:00.000Z',
        next: 'demographicsA',
      },
    );
    expect(again.startedAt).toBe('2026-11-27T08:00:00.000Z');
  });

  it('sends no version for a response begun before the sheet existed', () => {
    const older = {
      ...freshProgress(),
      step: 'questions' as const,
      startedAt: '2026-11-20T08:00:00.000Z',
    };
    expect(buildPayload(older, null, 'en')).not.toHaveProperty('consentVersion');
  });

  it('forgets the version with everything else when the survey starts afresh', () => {
    const agreed = surveyReducer(freshProgress(), {
      type: 'assent',
      consentVersion: 2,
      startedAt: '2026-11-27T08:00:00.000Z',
      next: 'demographicsA',
    });
    const fresh = surveyReducer(agreed, { type: 'retake' });
    expect(fresh).not.toHaveProperty('consentVersion');
    expect(fresh.step).toBe('sheet');
    expect(fresh.responseId).not.toBe(agreed.responseId);
  });
});

const play = (actions: SurveyAction[], from: SurveyProgress = freshProgress()) =>
  actions.reduce(surveyReducer, from);

describe('the survey’s progress through its steps', () => {
  it('walks a whole survey: assent, part A, part B, the 24 questions, the result', () => {
    const answers = Array.from({ length: QUESTION_COUNT }, (_, index) => ({
      type: 'answer' as const,
      question: index + 1,
      value: (index % 5) + 1,
    }));
    const result = { id: 'r', total: 72 } as unknown as Extract<
      SurveyAction,
      { type: 'completed' }
    >['result'];
    const done = play([
      {
        type: 'assent',
        consentVersion: 2,
        startedAt: '2026-11-28T08:00:00.000Z',
        next: 'demographicsA',
      },
      { type: 'setPartA', field: 'grade', value: '10' },
      { type: 'setPartA', field: 'gender', value: 'female' },
      { type: 'goTo', step: 'demographicsB' },
      { type: 'setPartB', field: 'awareness', value: 'yes' },
      { type: 'toggleCause', cause: 'fear_of_judgment' },
      { type: 'toggleCause', cause: 'other' },
      { type: 'setPartB', field: 'causesOtherText', value: 'Ít nói trước lớp' },
      { type: 'goTo', step: 'questions' },
      ...answers,
      { type: 'completed', result },
    ]);
    expect(done).toMatchObject({
      step: 'completed',
      consentVersion: 2,
      partA: { grade: '10', gender: 'female' },
      partB: {
        awareness: 'yes',
        causes: ['fear_of_judgment', 'other'],
        causesOtherText: 'Ít nói trước lớp',
      },
      result,
    });
    expect(Object.keys(done.answers)).toHaveLength(QUESTION_COUNT);
    expect(done.answers.question24).toBe(4);
  });

  it('takes a cause back when it is chosen again, keeping the others in order', () => {
    const progress = play([
      { type: 'toggleCause', cause: 'a' },
      { type: 'toggleCause', cause: 'b' },
      { type: 'toggleCause', cause: 'a' },
      { type: 'toggleCause', cause: 'c' },
    ]);
    expect(progress.partB.causes).toEqual(['b', 'c']);
  });

  it('changes an answer in place when the student goes back to a question', () => {
    const progress = play([
      { type: 'answer', question: 5, value: 2 },
      { type: 'answer', question: 5, value: 4 },
    ]);
    expect(progress.answers).toEqual({ question5: 4 });
  });

  it.each([
    [-3, 0],
    [0, 0],
    [12, 12],
    [QUESTION_COUNT - 1, QUESTION_COUNT - 1],
    [QUESTION_COUNT + 5, QUESTION_COUNT - 1],
  ])('shows question %i as question %i: never outside the 24', (asked, shown) => {
    expect(play([{ type: 'showQuestion', index: asked }]).questionIndex).toBe(shown);
  });

  it('starts afresh with new ids on a retake, so the next response is not taken for the last', () => {
    const first = play([{ type: 'answer', question: 1, value: 5 }]);
    const again = surveyReducer(first, { type: 'retake' });
    expect(again).toMatchObject({ step: 'sheet', answers: {}, questionIndex: 0 });
    expect(again.responseId).not.toBe(first.responseId);
    expect(again.sessionId).not.toBe(first.sessionId);
  });
});
