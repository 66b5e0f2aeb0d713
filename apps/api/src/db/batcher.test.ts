import { describe, expect, it } from 'vitest';
import { createBatcher, shareInFlight, type Settled } from './batcher';

/** A run that records each batch it was given and answers when released. */
function recordingRun<In>(answer: (input: In) => Settled<string>) {
  const batches: In[][] = [];
  const releases: (() => void)[] = [];
  const run = (inputs: readonly In[]) => {
    batches.push([...inputs]);
    return new Promise<Settled<string>[]>((resolve) => {
      releases.push(() => resolve(inputs.map(answer)));
    });
  };
  const releaseNext = async () => {
    // Let the batcher reach its next run before releasing it.
    await new Promise((resolve) => setImmediate(resolve));
    releases.shift()?.();
  };
  return { batches, run, releaseNext };
}

describe('createBatcher', () => {
  it('runs the calls of one turn together, and the calls made meanwhile together after them', async () => {
    const { batches, run, releaseNext } = recordingRun((n: number) => ({ value: `#${n}` }));
    const call = createBatcher(run);
    const first = [call(1), call(2)];
    expect(batches).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([[1, 2]]);
    const rest = [call(3), call(4), call(5)];
    await releaseNext();
    expect(await Promise.all(first)).toEqual(['#1', '#2']);
    await releaseNext();
    expect(await Promise.all(rest)).toEqual(['#3', '#4', '#5']);
    expect(batches).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
  });

  it('gives each call its own error, and the others their values', async () => {
    const { run, releaseNext } = recordingRun((n: number) =>
      n === 3 ? { error: new Error('three refused') } : { value: `#${n}` },
    );
    const call = createBatcher(run);
    const calls = [1, 2, 3, 4].map((n) => call(n).catch((error: Error) => error.message));
    await releaseNext();
    await releaseNext();
    expect(await Promise.all(calls)).toEqual(['#1', '#2', 'three refused', '#4']);
  });

  it('fails every call of a run that throws, and runs the next calls afterwards', async () => {
    let fail = true;
    const call = createBatcher(async (inputs: readonly number[]) => {
      if (fail) throw new Error('database gone');
      return inputs.map((n) => ({ value: n * 2 }));
    });
    const failed = await Promise.allSettled([call(1), call(2)]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await call(5)).toBe(10);
  });

  it('keeps a call whose key is taken for the next run, and keeps the order of the rest', async () => {
    const { batches, run, releaseNext } = recordingRun((input: { id: string; n: number }) => ({
      value: `${input.id}${input.n}`,
    }));
    const call = createBatcher(run, { keysOf: (input) => [input.id], maxBatch: 3 });
    const calls = ['a', 'a', 'b', 'a', 'c', 'd', 'e'].map((id, n) => call({ id, n }));
    for (let run = 0; run < 4; run++) await releaseNext();
    await Promise.all(calls);
    expect(batches.map((batch) => batch.map(({ id, n }) => `${id}${n}`))).toEqual([
      ['a0', 'b2', 'c4'],
      ['a1', 'd5', 'e6'],
      ['a3'],
    ]);
  });
});

describe('shareInFlight', () => {
  it('gives concurrent callers one read, and reads again once it has answered', async () => {
    let reads = 0;
    const read = shareInFlight(async () => {
      reads++;
      await new Promise((resolve) => setImmediate(resolve));
      return reads;
    });
    expect(await Promise.all([read(), read(), read()])).toEqual([1, 1, 1]);
    expect(await read()).toBe(2);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const read = shareInFlight(async () => {
      if (fail) throw new Error('unreachable');
      return 'read';
    });
    await expect(read()).rejects.toThrow('unreachable');
    fail = false;
    expect(await read()).toBe('read');
  });
});
