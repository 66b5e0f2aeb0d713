import { parseArgs } from 'node:util';

export interface BenchOptions {
  sizes: number[];
  /** Rebuild every database even when one of the right size is kept from an earlier run. */
  fresh: boolean;
  /** A PostgreSQL server URL on which the bench may create and drop its own databases. */
  postgresUrl: string;
  seed: number;
  warmup: number;
  runs: number;
  /** Write docs/benchmarks.md (off with --no-write: print only). */
  write: boolean;
}

export const USAGE = `Usage: npm run bench -- [options]

  --sizes A,B,…     responses per database (default 10000,100000,1000000)
  --fresh           reseed the databases even when kept ones have the right size
  --postgres URL    PostgreSQL server to create the databases on
                    (default postgres://postgres@127.0.0.1:5432/postgres)
  --seed S          seed of the generated data (default 1)
  --warmup W        untimed requests per endpoint before timing, at least 1 (default 1)
  --runs R          timed requests per endpoint (default 7; 3 when one takes over 10 s)
  --no-write        print the table only, leave docs/benchmarks.md alone
`;

export class UsageError extends Error {}

function wholeNumber(name: string, value: string, minimum: number): number {
  const parsed = Number(value.replaceAll('_', ''));
  if (!Number.isSafeInteger(parsed) || parsed < minimum) {
    throw new UsageError(`--${name} must be a whole number of at least ${minimum}, got ${value}`);
  }
  return parsed;
}

function parse(args: string[]) {
  try {
    return parseArgs({
      args,
      options: {
        sizes: { type: 'string', default: '10000,100000,1000000' },
        fresh: { type: 'boolean', default: false },
        postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
        seed: { type: 'string', default: '1' },
        warmup: { type: 'string', default: '1' },
        runs: { type: 'string', default: '7' },
        'no-write': { type: 'boolean', default: false },
      },
      strict: true,
    });
  } catch (error) {
    // Unknown or malformed options: say so with the usage, not with a stack trace.
    throw new UsageError((error as Error).message);
  }
}

export function parseBenchOptions(args: string[]): BenchOptions {
  const { values } = parse(args);
  const sizes = values.sizes.split(',').map((size) => wholeNumber('sizes', size.trim(), 1));
  if (!/^postgres(ql)?:\/\//.test(values.postgres)) {
    throw new UsageError(`--postgres must be a postgres:// URL, got ${values.postgres}`);
  }
  return {
    sizes: [...new Set(sizes)].sort((a, b) => a - b),
    fresh: values.fresh,
    postgresUrl: values.postgres,
    seed: wholeNumber('seed', values.seed, 0),
    warmup: wholeNumber('warmup', values.warmup, 1),
    runs: wholeNumber('runs', values.runs, 1),
    write: !values['no-write'],
  };
}
