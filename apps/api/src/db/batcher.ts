/** What one call of a batch gets back: its own value or its own error. */
export type Settled<T> = { value: T } | { error: unknown };

interface Waiting<In, Out> {
  input: In;
  resolve: (value: Out) => void;
  reject: (error: unknown) => void;
}

export interface BatcherOptions<In> {
  /** The most calls one run takes. */
  maxBatch?: number;
  /**
   * Keys no two calls of one run may share (a response's id, its session's): a call whose key
   * is taken waits for the next run, in its turn.
   */
  keysOf?: (input: In) => readonly string[];
}

/**
 * Runs together the calls made in one turn of the event loop, and those made while an earlier
 * run is under way: under load one round trip to the database serves many requests. On the
 * embedded database every statement costs about 0.4 ms of the one thread that the API shares
 * with it, whatever the statement does (issue 33), so fewer statements is more submissions a
 * second. PGlite answers without giving the event loop a turn, so a request would otherwise run
 * to its end before the next one's body is even read: a run waits for the loop's check phase
 * (setImmediate), after the requests that arrived together have all reached their call.
 * `run` answers each input in order; if it throws, every call of that run gets the error.
 */
export function createBatcher<In, Out>(
  run: (inputs: readonly In[]) => Promise<readonly Settled<Out>[]>,
  { maxBatch = 100, keysOf = () => [] }: BatcherOptions<In> = {},
): (input: In) => Promise<Out> {
  let waiting: Waiting<In, Out>[] = [];
  let running = false;

  function nextBatch(): Waiting<In, Out>[] {
    const taken = new Set<string>();
    const batch: Waiting<In, Out>[] = [];
    const left: Waiting<In, Out>[] = [];
    for (const call of waiting) {
      const keys = keysOf(call.input);
      if (batch.length >= maxBatch || keys.some((key) => taken.has(key))) {
        left.push(call);
        continue;
      }
      keys.forEach((key) => taken.add(key));
      batch.push(call);
    }
    waiting = left;
    return batch;
  }

  async function drain(): Promise<void> {
    while (waiting.length > 0) {
      const batch = nextBatch();
      try {
        const results = await run(batch.map((call) => call.input));
        batch.forEach((call, index) => {
          const result = results[index];
          if (result && 'value' in result) call.resolve(result.value);
          else call.reject(result ? result.error : new Error('the batch gave no answer'));
        });
      } catch (error) {
        batch.forEach((call) => call.reject(error));
      }
    }
    running = false;
  }

  return (input) =>
    new Promise<Out>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      if (!running) {
        running = true;
        setImmediate(() => void drain());
      }
    });
}

/**
 * A read without input whose concurrent callers share one answer: the calls of one turn of the
 * event loop, and those made while the read is under way (they asked at the same moment), get
 * one read; a later call reads again.
 */
export function shareInFlight<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return () => {
    inFlight ??= new Promise<void>((resolve) => setImmediate(resolve)).then(read).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}
