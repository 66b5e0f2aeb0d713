import { describe, expect, it } from 'vitest';
import { buildPayload } from '../api/survey-payload';
import { freshProgress } from './survey-progress';
import { surveyReducer } from './survey-reducer';

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
