import { describe, expect, it } from 'vitest';
import { localSurveyResultSchema } from './local-result';

const kept = {
  id: 'a',
  timestamp: '2025-03-01T08:00:00.000Z',
  totalScore: 72,
  subscores: { groupDiscussion: 18, meetings: 18, interpersonal: 18, publicSpeaking: 18 },
};

describe('localSurveyResultSchema', () => {
  it('accepts what the browser writes, pending or not', () => {
    const written = {
      ...kept,
      averageScore: 3,
      demographics: { grade: 'grade10', gender: 'female', causes: ['other'] },
      responses: { question1: 3 },
      interpretation: {
        overall: 'average',
        groupDiscussion: 'average',
        meetings: 'average',
        interpersonal: 'average',
        publicSpeaking: 'average',
      },
      pending: true,
    };
    expect(localSurveyResultSchema.parse(written)).toEqual(written);
  });

  it('accepts an entry an older version wrote with no more than the scores', () => {
    expect(localSurveyResultSchema.safeParse(kept).success).toBe(true);
  });

  it('drops a malformed part the screens do not compute from, but keeps the entry', () => {
    const parsed = localSurveyResultSchema.parse({ ...kept, demographics: 'x', pending: 'yes' });
    expect(parsed.demographics).toBeUndefined();
    expect(parsed.pending).toBeUndefined();
    expect(parsed.totalScore).toBe(72);
  });

  it.each([
    ['null', null],
    ['a string', 'result'],
    ['no id', { ...kept, id: undefined }],
    ['no timestamp', { ...kept, timestamp: undefined }],
    ['a total above 120', { ...kept, totalScore: 121 }],
    ['a total as text', { ...kept, totalScore: '72' }],
    ['no subscores', { ...kept, subscores: undefined }],
    ['a subscore below 6', { ...kept, subscores: { ...kept.subscores, meetings: 5 } }],
    ['a missing subscore', { ...kept, subscores: { groupDiscussion: 18 } }],
  ])('refuses an entry with %s', (_name, entry) => {
    expect(localSurveyResultSchema.safeParse(entry).success).toBe(false);
  });
});
