import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  QUESTION_KEYS,
  answersFromResponses,
  computeSubscores,
  orientedAnswers,
  questionKey,
  scoreAnswers,
  scoreSurvey,
} from './score';
import type { Responses } from './score';

const PLUS = [2, 4, 6, 8, 9, 12, 14, 16, 17, 19, 21, 23];

function responsesOf(answers: readonly number[]): Responses {
  return Object.fromEntries(answers.map((value, index) => [`question${index + 1}`, value]));
}

/** Every plus item gets `plus`, every minus item gets `minus`. */
function keyed(plus: number, minus: number): number[] {
  return Array.from({ length: 24 }, (_, index) => (PLUS.includes(index + 1) ? plus : minus));
}

function without(responses: Responses, key: string): Record<string, number> {
  return Object.fromEntries(Object.entries(responses).filter(([name]) => name !== key));
}

const answersArbitrary = fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 24, maxLength: 24 });

describe('question keys', () => {
  it('names question1 to question24 in order', () => {
    expect(QUESTION_KEYS).toHaveLength(24);
    expect(QUESTION_KEYS[0]).toBe('question1');
    expect(QUESTION_KEYS[23]).toBe('question24');
    expect(questionKey(7)).toBe('question7');
  });

  it('rejects ids outside 1-24', () => {
    expect(() => questionKey(0)).toThrow(RangeError);
    expect(() => questionKey(25)).toThrow(RangeError);
    expect(() => questionKey(1.5)).toThrow(RangeError);
  });
});

describe('answersFromResponses', () => {
  const valid = responsesOf(Array.from({ length: 24 }, (_, index) => (index % 5) + 1));

  it('returns the answers in question order', () => {
    const answers = answersFromResponses({ ...valid, question1: 4, question24: 2 });
    expect(answers).toHaveLength(24);
    expect(answers[0]).toBe(4);
    expect(answers[1]).toBe(2);
    expect(answers[23]).toBe(2);
  });

  it('rejects a missing answer, naming the question', () => {
    const missing = without(valid, 'question13');
    expect(() => answersFromResponses(missing)).toThrow(RangeError);
    expect(() => answersFromResponses(missing)).toThrow(/question13/);
  });

  it.each([0, 6, 2.5, -1, Number.NaN, '3', null])('rejects the answer %s', (bad) => {
    expect(() => answersFromResponses({ ...valid, question5: bad })).toThrow(RangeError);
    expect(() => answersFromResponses({ ...valid, question5: bad })).toThrow(/question5/);
  });

  it('rejects an empty object', () => {
    expect(() => answersFromResponses({})).toThrow(/question1\b/);
  });
});

describe('computeSubscores (18 + sum(plus) - sum(minus))', () => {
  it.each([1, 3, 5])('gives 18 in every context when every answer is %i', (value) => {
    // Each context: 18 + 3v - 3v = 18; total 4 x 18 = 72.
    const score = scoreAnswers(Array<number>(24).fill(value));
    expect(score.subscores).toEqual({
      groupDiscussion: 18,
      meetings: 18,
      interpersonal: 18,
      publicSpeaking: 18,
    });
    expect(score.totalScore).toBe(72);
    expect(score.averageScore).toBe(18);
  });

  it('gives 30 per context and 120 in all for the most apprehensive answers', () => {
    // Plus items "strongly disagree" (5), minus items "strongly agree" (1): 18 + 15 - 3 = 30.
    const score = scoreAnswers(keyed(5, 1));
    expect(score.subscores).toEqual({
      groupDiscussion: 30,
      meetings: 30,
      interpersonal: 30,
      publicSpeaking: 30,
    });
    expect(score.totalScore).toBe(120);
    expect(score.averageScore).toBe(30);
  });

  it('gives 6 per context and 24 in all for the least apprehensive answers', () => {
    // Plus items 1, minus items 5: 18 + 3 - 15 = 6.
    const score = scoreAnswers(keyed(1, 5));
    expect(Object.values(score.subscores)).toEqual([6, 6, 6, 6]);
    expect(score.totalScore).toBe(24);
    expect(score.averageScore).toBe(6);
  });

  it.each([
    {
      // 1,2,3,4,5 repeated.
      //   GD  q1-6   1 2 3 4 5 1  plus 2+4+1=7   minus 1+3+5=9   18+7-9   = 16
      //   MT  q7-12  2 3 4 5 1 2  plus 3+4+2=9   minus 2+5+1=8   18+9-8   = 19
      //   IP  q13-18 3 4 5 1 2 3  plus 4+1+2=7   minus 3+5+3=11  18+7-11  = 14
      //   PS  q19-24 4 5 1 2 3 4  plus 4+1+3=8   minus 5+2+4=11  18+8-11  = 15   total 64
      sheet: 'A',
      answers: [1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 1, 2, 3, 4],
      subscores: { groupDiscussion: 16, meetings: 19, interpersonal: 14, publicSpeaking: 15 },
      total: 64,
      average: 16,
    },
    {
      //   GD  2 4 1 5 3 3  plus 4+5+3=12  minus 2+1+3=6   18+12-6  = 24
      //   MT  5 1 2 2 4 5  plus 1+2+5=8   minus 5+2+4=11  18+8-11  = 15
      //   IP  1 1 2 5 4 3  plus 1+5+4=10  minus 1+2+3=6   18+10-6  = 22
      //   PS  5 2 4 1 5 3  plus 5+4+5=14  minus 2+1+3=6   18+14-6  = 26   total 87
      sheet: 'C',
      answers: [2, 4, 1, 5, 3, 3, 5, 1, 2, 2, 4, 5, 1, 1, 2, 5, 4, 3, 5, 2, 4, 1, 5, 3],
      subscores: { groupDiscussion: 24, meetings: 15, interpersonal: 22, publicSpeaking: 26 },
      total: 87,
      average: 21.75,
    },
    {
      //   GD  3 3 3 3 3 3  plus 9   minus 9                   = 18
      //   MT  1 5 5 1 1 5  plus 5+5+5=15  minus 1+1+1=3   18+15-3  = 30
      //   IP  2 2 2 2 2 2  plus 6   minus 6                   = 18
      //   PS  4 3 2 3 4 3  plus 4+2+4=10  minus 3+3+3=9   18+10-9  = 19   total 85
      sheet: 'D',
      answers: [3, 3, 3, 3, 3, 3, 1, 5, 5, 1, 1, 5, 2, 2, 2, 2, 2, 2, 4, 3, 2, 3, 4, 3],
      subscores: { groupDiscussion: 18, meetings: 30, interpersonal: 18, publicSpeaking: 19 },
      total: 85,
      average: 21.25,
    },
    {
      //   GD  4 2 5 1 4 2  plus 2+1+2=5   minus 4+5+4=13  18+5-13  = 10
      //   MT  3 3 3 3 3 3                                     = 18
      //   IP  5 1 4 2 5 1  plus 1+2+5=8   minus 5+4+1=10  18+8-10  = 16
      //   PS  2 4 1 4 3 3  plus 2+1+3=6   minus 4+4+3=11  18+6-11  = 13   total 57
      sheet: 'E',
      answers: [4, 2, 5, 1, 4, 2, 3, 3, 3, 3, 3, 3, 5, 1, 4, 2, 5, 1, 2, 4, 1, 4, 3, 3],
      subscores: { groupDiscussion: 10, meetings: 18, interpersonal: 16, publicSpeaking: 13 },
      total: 57,
      average: 14.25,
    },
  ])(
    'scores irregular answers as worked out by hand: sheet $sheet',
    ({ answers, subscores, total, average }) => {
      expect(computeSubscores(answers)).toEqual(subscores);
      expect(scoreAnswers(answers).totalScore).toBe(total);
      expect(scoreAnswers(answers).averageScore).toBe(average);
    },
  );

  it('rejects a vector of the wrong length or with an answer outside 1-5', () => {
    expect(() => computeSubscores(Array<number>(23).fill(3))).toThrow(RangeError);
    expect(() => computeSubscores([...Array<number>(23).fill(3), 6])).toThrow(/question24/);
    expect(() => orientedAnswers([0, ...Array<number>(23).fill(3)])).toThrow(/question1\b/);
  });
});

describe('orientedAnswers', () => {
  it('keeps plus items and reverses minus items', () => {
    const oriented = orientedAnswers(keyed(4, 2));
    expect(oriented).toEqual(Array<number>(24).fill(4));
    expect(orientedAnswers(Array<number>(24).fill(1))).toEqual(keyed(1, 5));
  });

  it('sums to the total and, per context, to the subscore, for any answers', () => {
    fc.assert(
      fc.property(answersArbitrary, (answers) => {
        const oriented = orientedAnswers(answers);
        const score = scoreAnswers(answers);
        const sum = (from: number) =>
          oriented.slice(from, from + 6).reduce((total, value) => total + value, 0);
        expect(sum(0) + sum(6) + sum(12) + sum(18)).toBe(score.totalScore);
        expect([sum(0), sum(6), sum(12), sum(18)]).toEqual(Object.values(score.subscores));
        expect(score.averageScore).toBe(score.totalScore / 4);
      }),
      { numRuns: 500 },
    );
  });
});

describe('scoreSurvey', () => {
  it('scores a responses object with its individual interpretation', () => {
    const c = [2, 4, 1, 5, 3, 3, 5, 1, 2, 2, 4, 5, 1, 1, 2, 5, 4, 3, 5, 2, 4, 1, 5, 3];
    expect(scoreSurvey(responsesOf(c))).toEqual({
      totalScore: 87,
      averageScore: 21.75,
      subscores: { groupDiscussion: 24, meetings: 15, interpersonal: 22, publicSpeaking: 26 },
      interpretation: {
        overall: 'high',
        groupDiscussion: 'high',
        meetings: 'average',
        interpersonal: 'high',
        publicSpeaking: 'high',
      },
    });

    const e = [4, 2, 5, 1, 4, 2, 3, 3, 3, 3, 3, 3, 5, 1, 4, 2, 5, 1, 2, 4, 1, 4, 3, 3];
    expect(scoreSurvey(responsesOf(e)).interpretation).toEqual({
      overall: 'average',
      groupDiscussion: 'low',
      meetings: 'average',
      interpersonal: 'average',
      publicSpeaking: 'low',
    });
  });

  it('accepts a plain record of numbers and ignores unknown keys', () => {
    const record: Record<string, number> = { ...responsesOf(Array<number>(24).fill(2)), note: 9 };
    expect(scoreSurvey(record).totalScore).toBe(72);
  });

  it('rejects incomplete responses', () => {
    const missing = without(responsesOf(Array<number>(24).fill(2)), 'question24');
    expect(() => scoreSurvey(missing)).toThrow(/question24/);
  });
});
