import { parseArgs } from 'node:util';
import { SECTION_IDS, type SectionId } from './section';

export interface BenchOptions {
  /** The sections to measure, in the order of SECTION_IDS. */
  sections: SectionId[];
  /** Responses per database, for the analytics and the CSV export. */
  sizes: number[];
  /** Rebuild every database even when one of the right size is kept from an earlier run. */
  fresh: boolean;
  /** The seeded databases are named this followed by their size (prca_bench_1m). */
  databasePrefix: string;
  /** A PostgreSQL server URL on which the bench may create and drop its own databases. */
  postgresUrl: string;
  seed: number;
  warmup: number;
  runs: number;
  /** Seconds of load per throughput target, after `loadWarmupSeconds` of untimed load. */
  loadSeconds: number;
  loadWarmupSeconds: number;
  /** Profile the submission path on PostgreSQL even when it meets its goal. */
  profile: boolean;
  lighthouseRuns: number;
  /** Write docs/benchmarks.md (off with --no-write: print only). */
  write: boolean;
}

export const USAGE = `Usage: npm run bench -- [options]

  --only A,B,…      measure only these sections (default all): ${SECTION_IDS.join(', ')}
  --sizes A,B,…     responses per database, for the analytics and the CSV export
                    (default 10000,100000,1000000)
  --fresh           reseed the databases even when kept ones have the right size
  --database-prefix P  name the seeded databases P followed by their size
                    (default prca_bench_, so prca_bench_1m)
  --postgres URL    PostgreSQL server to create the databases on
                    (default postgres://postgres@127.0.0.1:5432/postgres)
  --seed S          seed of the generated data (default 1)
  --warmup W        untimed requests per analytics endpoint before timing, at least 1 (default 1)
  --runs R          timed requests per analytics endpoint (default 7; 3 when one takes over 10 s)
  --duration S      seconds of submissions per throughput target (default 10)
  --load-warmup S   untimed seconds of submissions before those (default 3)
  --profile         profile the API under submissions on PostgreSQL even when it meets its goal
                    (it is profiled whenever it misses)
  --lighthouse-runs N  Lighthouse runs per page, the median reported (default 3)
  --no-write        print the tables only, leave docs/benchmarks.md alone
`;

export class UsageError extends Error {}

function wholeNumber(name: string, value: string, minimum: number): number {
  const parsed = Number(value.replaceAll('_', ''));
  if (!Number.isSafeInteger(parsed) || parsed < minimum) {
    throw new UsageError(`--${name} must be a whole number of at least ${minimum}, got ${value}`);
  }
  return parsed;
}

function sectionList(value: string): SectionId[] {
  const asked = value.split(',').map((name) => name.trim());
  for (const name of asked) {
    if (!(SECTION_IDS as readonly string[]).includes(name)) {
      throw new UsageError(`--only takes ${SECTION_IDS.join(', ')}; got ${name}`);
    }
  }
  return SECTION_IDS.filter((id) => asked.includes(id));
}

function parse(args: string[]) {
  try {
    return parseArgs({
      args,
      options: {
        only: { type: 'string', default: SECTION_IDS.join(',') },
        sizes: { type: 'string', default: '10000,100000,1000000' },
        fresh: { type: 'boolean', default: false },
        'database-prefix': { type: 'string', default: 'prca_bench_' },
        postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
        seed: { type: 'string', default: '1' },
        warmup: { type: 'string', default: '1' },
        runs: { type: 'string', default: '7' },
        duration: { type: 'string', default: '10' },
        'load-warmup': { type: 'string', default: '3' },
        profile: { type: 'boolean', default: false },
        'lighthouse-runs': { type: 'string', default: '3' },
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
  // The prefix becomes part of SQL statements (CREATE DATABASE), so only a plain name will do.
  if (!/^[a-z_][a-z0-9_]{0,40}$/.test(values['database-prefix'])) {
    throw new UsageError(
      `--database-prefix takes lower-case letters, digits and _, got ${values['database-prefix']}`,
    );
  }
  return {
    sections: sectionList(values.only),
    sizes: [...new Set(sizes)].sort((a, b) => a - b),
    fresh: values.fresh,
    databasePrefix: values['database-prefix'],
    postgresUrl: values.postgres,
    seed: wholeNumber('seed', values.seed, 0),
    warmup: wholeNumber('warmup', values.warmup, 1),
    runs: wholeNumber('runs', values.runs, 1),
    loadSeconds: wholeNumber('duration', values.duration, 1),
    loadWarmupSeconds: wholeNumber('load-warmup', values['load-warmup'], 0),
    profile: values.profile,
    lighthouseRuns: wholeNumber('lighthouse-runs', values['lighthouse-runs'], 1),
    write: !values['no-write'],
  };
}
