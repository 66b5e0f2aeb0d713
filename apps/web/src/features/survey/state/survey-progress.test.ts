import { QUESTION_COUNT } from '@prca/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepStudentInTab } from '../../../lib/storage';
import { freshProgress, loadProgress, saveProgress } from './survey-progress';
import { surveyReducer } from './survey-reducer';

/** The browser's two storages, as a page has them (tests run outside a browser). */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
  get length() {
    return this.items.size;
  }
}

let localStorage: MemoryStorage;
let sessionStorage: MemoryStorage;

beforeEach(() => {
  localStorage = new MemoryStorage();
  sessionStorage = new MemoryStorage();
  vi.stubGlobal('window', { localStorage, sessionStorage });
});

afterEach(() => {
  keepStudentInTab(false);
  vi.unstubAllGlobals();
});

const play = (actions: Parameters<typeof surveyReducer>[1][]) =>
  actions.reduce(surveyReducer, freshProgress());

describe('the progress kept in the browser', () => {
  it('keeps the linking answers as typed through a reload, and a fresh start drops them', () => {
    const progress = play([
      { type: 'goTo', step: 'link' },
      { type: 'setLink', question: 'motherInitial', value: 'Đ' },
      { type: 'setLink', question: 'birthDay', value: '17' },
    ]);
    saveProgress(progress);
    expect(loadProgress()).toEqual(progress);
    expect(loadProgress()).toMatchObject({
      step: 'link',
      link: { motherInitial: 'Đ', birthDay: '17' },
    });
    expect(surveyReducer(progress, { type: 'retake' }).link).toBeUndefined();
  });

  it('comes back after a reload exactly as it was saved', () => {
    const progress = play([
      {
        type: 'assent',
        consentVersion: 1,
        startedAt: '2026-11-28T08:00:00.000Z',
        next: 'questions',
      },
      { type: 'answer', question: 1, value: 3 },
      { type: 'showQuestion', index: 1 },
    ]);
    saveProgress(progress);
    expect(loadProgress()).toEqual(progress);
  });

  it('lives in the tab only on a shared computer (lab mode), so a new window starts empty', () => {
    keepStudentInTab(true);
    const progress = play([{ type: 'answer', question: 1, value: 3 }]);
    saveProgress(progress);
    expect(localStorage.length).toBe(0);
    expect(loadProgress()).toEqual(progress);
    keepStudentInTab(false);
    expect(loadProgress().responseId).not.toBe(progress.responseId);
  });

  it('resumes a progress saved before the information sheet existed on the sheet', () => {
    const older = { ...freshProgress(), step: 'introduction' };
    localStorage.setItem('survey_progress', JSON.stringify(older));
    expect(loadProgress()).toEqual({ ...older, step: 'sheet' });
  });

  it.each([
    ['unreadable', '{not json'],
    ['not a progress', JSON.stringify({ step: 'questions' })],
    ['an unknown step', JSON.stringify({ ...freshProgress(), step: 'partC' })],
    [
      'a question outside the 24',
      JSON.stringify({ ...freshProgress(), questionIndex: QUESTION_COUNT }),
    ],
  ])('starts a fresh survey rather than a broken one when what is kept is %s', (_case, stored) => {
    localStorage.setItem('survey_progress', stored);
    const progress = loadProgress();
    expect(progress).toMatchObject({ step: 'sheet', answers: {}, questionIndex: 0 });
    expect(typeof progress.responseId).toBe('string');
  });
});
