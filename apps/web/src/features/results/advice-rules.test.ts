import { describe, expect, it } from 'vitest';
import type { Subscores } from '@prca/core';
import { contextsNeedingAdvice, suggestsAskingForHelp } from './advice-rules';

function subscores(
  groupDiscussion: number,
  meetings: number,
  interpersonal: number,
  publicSpeaking: number,
): Subscores {
  return { groupDiscussion, meetings, interpersonal, publicSpeaking };
}

describe('contextsNeedingAdvice', () => {
  it('gives none when every context is 18 or below', () => {
    expect(contextsNeedingAdvice(subscores(18, 6, 12, 18))).toEqual([]);
  });

  it('gives the contexts above 18, highest first, ties in questionnaire order', () => {
    expect(contextsNeedingAdvice(subscores(19, 18, 22, 19))).toEqual([
      'interpersonal',
      'groupDiscussion',
      'publicSpeaking',
    ]);
  });
});

describe('suggestsAskingForHelp', () => {
  it('does for a context in its high band', () => {
    // Interpersonal is high above 18.
    expect(suggestsAskingForHelp(subscores(12, 12, 19, 12), 'low')).toBe(true);
  });

  it('does not for contexts above 18 that are still average', () => {
    // Group discussion and meetings are high above 20, public speaking above 24.
    expect(suggestsAskingForHelp(subscores(20, 20, 18, 24), 'average')).toBe(false);
  });

  it('does for a high total even when no context is high', () => {
    // 20 + 20 + 18 + 23 = 81, above 80.
    expect(suggestsAskingForHelp(subscores(20, 20, 18, 23), 'high')).toBe(true);
  });
});
