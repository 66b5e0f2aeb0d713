import { describe, expect, it } from 'vitest';
import {
  changeChoiceFromParams,
  chosenWaves,
  chronological,
  withChangeChoice,
} from './change-choice';

const wave = (id: string, opensOn: string | null, createdAt = '2026-01-01T00:00:00Z') => ({
  id,
  opensOn,
  createdAt,
});

const SPRING = wave('spring', '2026-03-01');
const AUTUMN = wave('autumn', '2025-09-01');
const SUMMER = wave('summer', '2026-06-01');
const UNDATED = wave('undated', null);

describe('the waves of the Change tab', () => {
  it('are offered oldest first, an undated wave before the dated ones', () => {
    expect(chronological([SPRING, UNDATED, SUMMER, AUTUMN]).map((each) => each.id)).toEqual([
      'undated',
      'autumn',
      'spring',
      'summer',
    ]);
    const first = wave('first', null, '2025-01-01T00:00:00Z');
    expect(chronological([UNDATED, first]).map((each) => each.id)).toEqual(['first', 'undated']);
  });

  it('default to the two most recent waves in their order', () => {
    const none = { fromWave: null, toWave: null };
    expect(chosenWaves(none, [SUMMER, SPRING, AUTUMN])).toEqual({
      fromWave: 'spring',
      toWave: 'summer',
    });
    expect(chosenWaves(none, [AUTUMN, SPRING])).toEqual({ fromWave: 'autumn', toWave: 'spring' });
  });

  it('are none while the study has fewer than two waves', () => {
    expect(chosenWaves({ fromWave: null, toWave: null }, [])).toBeNull();
    expect(chosenWaves({ fromWave: 'autumn', toWave: 'spring' }, [AUTUMN])).toBeNull();
  });

  it('keep the waves the address names, and default a wave the study does not have', () => {
    const waves = [AUTUMN, SPRING, SUMMER];
    expect(chosenWaves({ fromWave: 'autumn', toWave: 'summer' }, waves)).toEqual({
      fromWave: 'autumn',
      toWave: 'summer',
    });
    expect(chosenWaves({ fromWave: 'deleted', toWave: 'spring' }, waves)).toEqual({
      fromWave: 'spring',
      toWave: 'spring',
    });
  });
});

describe('the waves in the address', () => {
  it('are read from fromWave and toWave, an empty one as none', () => {
    expect(changeChoiceFromParams(new URLSearchParams('tab=change&fromWave=a&toWave='))).toEqual({
      fromWave: 'a',
      toWave: null,
    });
  });

  it('are written beside the filters and the tab', () => {
    const params = new URLSearchParams('tab=change&school=s&fromWave=old');
    expect(withChangeChoice(params, { fromWave: 'a', toWave: 'b' }).toString()).toBe(
      'tab=change&school=s&fromWave=a&toWave=b',
    );
    expect(withChangeChoice(params, { fromWave: null, toWave: null }).toString()).toBe(
      'tab=change&school=s',
    );
  });
});
