// `npm run seed -- --responses N [--sessions-extra M] [--seed S] [--reset]`: fills the
// configured database (DATABASE_URL, else the embedded database in DATA_DIR) with realistic
// survey responses and sessions. Opened with the API's own openDatabase, so migrations run.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { DataDirLockedError } from '../apps/api/src/db/data-dir-lock';
import { seedDatabase, type SeedOptions } from './seed/seed-database';

const USAGE = `Usage: npm run seed -- --responses N [options]

  --responses N        responses to write (each with its completed session)
  --sessions-extra M   unfinished sessions besides (default: 20 % of N); a handful are in
                       progress, the rest abandoned more than 24 hours ago
  --seed S             seed of the generator (default 1): the same seed writes the same rows
  --reset              empty survey_responses and survey_sessions first
  --batch-size B       rows per INSERT statement (default 5000)
  --classes C          spread the responses over C classes (default 0: no class), each in one
                       of --schools S (default 50) schools and --waves W (default 3) waves
`;

class UsageError extends Error {}

function count(name: string, value: string | undefined, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  const parsed = Number(value?.replaceAll('_', ''));
  if (value === undefined || !Number.isSafeInteger(parsed) || parsed < 0) {
    throw new UsageError(`--${name} must be a whole number, got ${value ?? 'nothing'}`);
  }
  return parsed;
}

function parse(args: string[]) {
  try {
    return parseArgs({
      args,
      options: {
        responses: { type: 'string' },
        'sessions-extra': { type: 'string' },
        seed: { type: 'string' },
        reset: { type: 'boolean', default: false },
        'batch-size': { type: 'string' },
        classes: { type: 'string' },
        schools: { type: 'string' },
        waves: { type: 'string' },
      },
      strict: true,
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function parseSeedOptions(args: string[]): SeedOptions {
  const { values } = parse(args);
  const responses = count('responses', values.responses);
  const batchSize = count('batch-size', values['batch-size'], 5000);
  if (batchSize === 0) throw new UsageError('--batch-size must be at least 1');
  const study = {
    classes: count('classes', values.classes, 0),
    schools: count('schools', values.schools, 50),
    waves: count('waves', values.waves, 3),
  };
  if (study.classes > 0 && (study.schools === 0 || study.waves === 0)) {
    throw new UsageError('--schools and --waves must be at least 1 when there are classes');
  }
  return {
    responses,
    sessionsExtra: count('sessions-extra', values['sessions-extra'], Math.round(responses * 0.2)),
    seed: count('seed', values.seed, 1),
    reset: values.reset ?? false,
    batchSize,
    study,
  };
}

function describeDatabase(config: Config): string {
  if (!config.DATABASE_URL) return `the embedded database in ${config.DATA_DIR}`;
  const url = new URL(config.DATABASE_URL);
  return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
}

const formatCount = (value: number) => value.toLocaleString('en-US');

async function main(): Promise<void> {
  const options = parseSeedOptions(process.argv.slice(2));
  const config = loadConfig();
  console.log(
    `Seeding ${describeDatabase(config)}: ${formatCount(options.responses)} responses, ` +
      `${formatCount(options.sessionsExtra)} unfinished sessions, seed ${options.seed}` +
      (options.reset ? ', after emptying the tables' : ''),
  );
  const database = await openDatabase(config);
  try {
    let reported = -1;
    const report = await seedDatabase(database, options, (done, total, seconds) => {
      // One line per 5 %: readable in a terminal and in a CI log alike.
      const step = total === 0 ? 100 : Math.floor((done / total) * 20) * 5;
      if (step === reported) return;
      reported = step;
      const rate = seconds > 0 ? Math.round(done / seconds) : 0;
      console.log(
        `  ${formatCount(done)} / ${formatCount(total)} rows (${step} %), ` +
          `${seconds.toFixed(1)} s, ${formatCount(rate)} rows/s`,
      );
    });
    const { counts } = report;
    console.log(
      `Done in ${report.seconds.toFixed(1)} s (${report.foldSeconds.toFixed(1)} s of it folding ` +
        `the reliability sums, analysing the "other" texts and flagging careless responses). ` +
        `The database now holds ` +
        `${formatCount(counts.responses)} responses (${formatCount(counts.withOtherText)} with an ` +
        `"other" text) and ${formatCount(counts.sessions)} sessions: ` +
        `${formatCount(counts.completed)} completed, ${formatCount(counts.abandoned)} abandoned, ` +
        `${formatCount(counts.inProgress)} in progress.`,
    );
    if (report.alpha !== null && report.meanTotal !== null) {
      console.log(
        `Rows written by this run: Cronbach's alpha ${report.alpha.toFixed(3)}, ` +
          `mean total ${report.meanTotal.toFixed(1)}.`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    process.stderr.write(`${error.message}\n\n${USAGE}`);
  } else if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Seeding failed: ${String((error as Error)?.stack ?? error)}\n`);
  }
  process.exit(1);
});
