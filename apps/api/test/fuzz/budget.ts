/**
 * How many generated requests each endpoint gets in one run, and from which seed. The seed
 * changes from run to run, so that the runs together try far more than one run does; it is
 * printed at the start and in a failure's message, and FUZZ_SEED=<seed> replays that run.
 * FUZZ_CASES raises the count for a deeper run by hand.
 */
export const FUZZ_CASES = Number(process.env.FUZZ_CASES) || 300;

/** What an endpoint none of whose requests got through is sent in all before the test fails. */
export const FUZZ_CASES_AT_MOST = Math.max(FUZZ_CASES, 1200);

export const FUZZ_SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : Math.floor(Math.random() * 2 ** 31);

export const FUZZ_REPLAY_HINT = `FUZZ_SEED=${FUZZ_SEED} FUZZ_CASES=${FUZZ_CASES} replays this run`;
