import type { Wave } from '@prca/core';

/** The two waves the Change tab compares, as the address holds them (`fromWave`, `toWave`). */
export interface ChangeChoice {
  fromWave: string | null;
  toWave: string | null;
}

type DatedWave = Pick<Wave, 'id' | 'opensOn' | 'createdAt'>;

/**
 * The waves oldest first: by opening day, a wave without one before the dated ones (the study
 * screen lists those last, newest first), then by creation. The selects offer them in this
 * order, which is the order in which the students answered them.
 */
export function chronological<T extends DatedWave>(waves: readonly T[]): T[] {
  return [...waves].sort((a, b) => {
    if (a.opensOn !== b.opensOn) {
      if (a.opensOn === null) return -1;
      if (b.opensOn === null) return 1;
      return a.opensOn < b.opensOn ? -1 : 1;
    }
    if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}

/**
 * The waves to compare: those the address names, each when the study has it, else the two
 * most recent waves in their order (the change a school asks about first). Null while the
 * study has fewer than two waves.
 */
export function chosenWaves(
  choice: ChangeChoice,
  waves: readonly DatedWave[],
): { fromWave: string; toWave: string } | null {
  if (waves.length < 2) return null;
  const ordered = chronological(waves);
  const known = (id: string | null) => (ordered.some((wave) => wave.id === id) ? id : null);
  const later = ordered[ordered.length - 1]!.id;
  const earlier = ordered[ordered.length - 2]!.id;
  return {
    fromWave: known(choice.fromWave) ?? earlier,
    toWave: known(choice.toWave) ?? later,
  };
}

/** The choice an address makes; whether the study has those waves is chosenWaves' question. */
export function changeChoiceFromParams(params: URLSearchParams): ChangeChoice {
  return { fromWave: params.get('fromWave') || null, toWave: params.get('toWave') || null };
}

/** `params` with its waves replaced by `choice`'s; the filters and the tab are kept. */
export function withChangeChoice(params: URLSearchParams, choice: ChangeChoice) {
  const next = new URLSearchParams(params);
  for (const key of ['fromWave', 'toWave'] as const) {
    const value = choice[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}
