import { noisedChangeFigures, noisedFigures } from '@prca/core';
import { createHmac, randomBytes } from 'node:crypto';
import type { ClassReleaseChange } from '../../../db/schema';
import type { ExactChange } from '../class/since-last-wave';
import type { ClassRelease, ReleaseRepository } from './repository';

/** What decides a release: the scope's settings (issue 28). */
export interface ReleaseRules {
  /** Counted responses that must come or go before a release moves: the minimum group size. */
  minimum: number;
  /** The privacy parameter of each release's noise. */
  epsilon: number;
  /** Releases a class may have in its wave, its closing release aside. */
  perWave: number;
}

/** A class's release as a report reads it. */
export interface CurrentRelease extends ClassRelease {
  /** The budget of releases is spent: the figures wait for the class to close. */
  spent: boolean;
}

/** How many responses are in one set and not the other, either way. */
function changed(before: readonly string[], now: readonly string[]): number {
  const earlier = new Set(before);
  const current = new Set(now);
  return (
    now.filter((id) => !earlier.has(id)).length + before.filter((id) => !current.has(id)).length
  );
}

/**
 * Uniform draws in (0, 1) for one release: random, or derived from `seed` (tests) so that a
 * release's noise is the same every run.
 */
function uniforms(seed: string | undefined, classId: string, number: number): () => number {
  let index = 0;
  return () => {
    const bytes = seed
      ? createHmac('sha256', seed).update(`${classId}:${number}:${index++}`).digest()
      : randomBytes(6);
    return (bytes.readUIntBE(0, 6) + 0.5) / 2 ** 48;
  };
}

/**
 * The releases of classes' figures (issue 28), the change since the last wave among them (issue
 * 32). A read of a class report asks for the current release of each of its classes; a release
 * is made when a class has none, when at least the minimum group size of counted responses came
 * or went since the last one (while the class's budget of releases lasts), and once when the
 * class closes. Between releases every read gives the same figures, so reading before and after
 * one student submits tells nothing.
 */
export function createReleaseService(repository: ReleaseRepository, seed?: string) {
  /**
   * A class's change since the last wave as a release keeps it (issue 32), noised from draws of
   * its own, so that adding it leaves the release's other figures as they were drawn.
   */
  function releasedChange(
    exact: ExactChange | null | undefined,
    classId: string,
    number: number,
    epsilon: number,
  ): ClassReleaseChange | null {
    if (!exact) return null;
    const { earlierWaveId, reliableReasons } = exact;
    const noised = noisedChangeFigures(exact, epsilon, uniforms(seed, `${classId}:change`, number));
    return { earlierWaveId, ...noised, exact: { reliable: exact.reliable }, reliableReasons };
  }

  /** `releases` with the latest release of each of `changed` read again (the others as they were). */
  async function reread(
    releases: Map<string, ClassRelease>,
    changed: readonly string[],
  ): Promise<Map<string, ClassRelease>> {
    if (changed.length === 0) return releases;
    return new Map([...releases, ...(await repository.latest(changed))]);
  }

  return {
    async current(
      classIds: readonly string[],
      rules: ReleaseRules,
    ): Promise<Map<string, CurrentRelease>> {
      const [latest, states] = await Promise.all([
        repository.latest(classIds),
        repository.now(classIds),
      ]);
      const due = states.flatMap((state) => {
        const last = latest.get(state.classId);
        if (!last) return [{ state, number: 1, closing: state.closedAt !== null }];
        if (last.closing) return [];
        if (state.closedAt !== null && last.createdAt < state.closedAt) {
          return [{ state, number: last.number + 1, closing: true }];
        }
        const moved = changed(last.countedIds, state.countedIds) >= rules.minimum;
        return moved && last.number < rules.perWave
          ? [{ state, number: last.number + 1, closing: false }]
          : [];
      });
      const changes = await repository.exactChanges(due.map(({ state }) => state));
      for (const { state, number, closing } of due) {
        const exact = await repository.exactFigures(state.classId);
        const noised = noisedFigures(exact, rules.epsilon, uniforms(seed, state.classId, number));
        const change = releasedChange(
          changes.get(state.classId),
          state.classId,
          number,
          rules.epsilon,
        );
        await repository.add({
          classId: state.classId,
          number,
          closing,
          countedIds: state.countedIds,
          figures: { ...exact, ...noised, change },
        });
      }
      let current = await reread(
        latest,
        due.map(({ state }) => state.classId),
      );

      // A release made before the reports had the change since the last wave gains it once,
      // over the responses it counted, so that it too reads the same until the next one.
      const without = [...current.values()].filter(
        (release) => release.figures.change === undefined,
      );
      if (without.length > 0) {
        const added = await repository.exactChanges(without);
        for (const release of without) {
          const change = releasedChange(
            added.get(release.classId),
            release.classId,
            release.number,
            rules.epsilon,
          );
          await repository.addChange(release.id, change);
        }
        current = await reread(
          current,
          without.map((release) => release.classId),
        );
      }
      return new Map(
        [...current].map(([classId, release]) => [
          classId,
          { ...release, spent: !release.closing && release.number >= rules.perWave },
        ]),
      );
    },
  };
}

export type ReleaseService = ReturnType<typeof createReleaseService>;
