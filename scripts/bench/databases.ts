import { spawn } from 'node:child_process';
import pg from 'pg';
import { SEED_GENERATOR_VERSION } from '../seed/seed-database';
import { killOnExit } from './children';
import { REPO_ROOT } from './paths';
import { BENCH_IDENTITY_SECRET } from './server';

/**
 * The study of issue 14, "Speed at scale": the responses spread over 2,000 classes in 50
 * schools and 3 waves, so that every analytics endpoint can be timed for one school or class.
 */
export const BENCH_STUDY = { classes: 2_000, schools: 50, waves: 3 } as const;

/** What the bench records on a database it seeded (as the database's comment). */
export interface SeedMarker {
  generator: number;
  responses: number;
  seed: number;
  study: typeof BENCH_STUDY;
  seededAt: string;
  seedSeconds: number;
}

export interface BenchDatabase {
  name: string;
  url: string;
  /** How the data came to be: seeded by this run, or kept from an earlier one. */
  seeding: SeedMarker & { reused: boolean };
}

/** prca_bench_10k, prca_bench_100k, prca_bench_1m (with the default prefix); other sizes by their number. */
export function databaseName(responses: number, prefix: string): string {
  if (responses % 1_000_000 === 0) return `${prefix}${responses / 1_000_000}m`;
  if (responses % 1_000 === 0) return `${prefix}${responses / 1_000}k`;
  return `${prefix}${responses}`;
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function readMarker(admin: pg.Client, name: string): Promise<SeedMarker | undefined> {
  const result = await admin.query<{ comment: string | null }>(
    `SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1`,
    [name],
  );
  const comment = result.rows[0]?.comment;
  if (!comment) return undefined;
  try {
    return JSON.parse(comment) as SeedMarker;
  } catch {
    return undefined;
  }
}

/** Where `npm run seed` writes: a PostgreSQL database, or the embedded one in a directory. */
export type SeedTarget = { DATABASE_URL: string } | { DATA_DIR: string };

/** Runs `npm run seed` in a child process, its output indented under the bench's. */
export function runSeed(target: SeedTarget, responses: number, seed: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/seed.ts',
        '--responses',
        String(responses),
        '--seed',
        String(seed),
        '--classes',
        String(BENCH_STUDY.classes),
        '--schools',
        String(BENCH_STUDY.schools),
        '--waves',
        String(BENCH_STUDY.waves),
      ],
      {
        cwd: REPO_ROOT,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          ...target,
          // The configuration asks for it with PostgreSQL; the seed writes no e-mail hash.
          IDENTITY_SECRET: BENCH_IDENTITY_SECRET,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    killOnExit(child);
    child.stdout.on('data', (chunk: Buffer) =>
      process.stdout.write(chunk.toString().replace(/^(?=.)/gm, '    ')),
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`seeding ${Object.values(target)[0]} failed (exit code ${code})`)),
    );
  });
}

/** Whether a kept database was seeded as this run asks: size, seed, study and generator. */
export function seededAsAsked(marker: SeedMarker, responses: number, seed: number): boolean {
  return (
    marker.generator === SEED_GENERATOR_VERSION &&
    marker.responses === responses &&
    marker.seed === seed &&
    JSON.stringify(marker.study) === JSON.stringify(BENCH_STUDY)
  );
}

/** Seeds the target and returns the marker to keep with it. */
export async function seedTimed(
  target: SeedTarget,
  responses: number,
  seed: number,
): Promise<SeedMarker> {
  const began = performance.now();
  await runSeed(target, responses, seed);
  return {
    generator: SEED_GENERATOR_VERSION,
    responses,
    seed,
    study: BENCH_STUDY,
    seededAt: new Date().toISOString(),
    seedSeconds: Math.round((performance.now() - began) / 100) / 10,
  };
}

/**
 * A database holding `responses` seeded rows. One kept from an earlier run is reused when its
 * marker says it was seeded with the same size, seed, study and generator (a million rows take a
 * minute or more to write); otherwise, or with `fresh`, it is dropped and seeded again. The
 * marker is written only after seeding succeeded, so an interrupted seed is never reused.
 */
export async function prepareDatabase(
  serverUrl: string,
  responses: number,
  options: { seed: number; fresh: boolean; databasePrefix: string },
): Promise<BenchDatabase> {
  const name = databaseName(responses, options.databasePrefix);
  const url = withDatabase(serverUrl, name);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const marker = await readMarker(admin, name);
    if (!options.fresh && marker && seededAsAsked(marker, responses, options.seed)) {
      console.log(`  Keeping ${name}, seeded on ${marker.seededAt} (--fresh reseeds it).`);
      return { name, url, seeding: { ...marker, reused: true } };
    }
    console.log(`  Seeding ${name} with ${responses.toLocaleString('en-US')} responses…`);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    const seeding = await seedTimed({ DATABASE_URL: url }, responses, options.seed);
    const comment = JSON.stringify(seeding).replaceAll("'", "''");
    await admin.query(`COMMENT ON DATABASE ${name} IS '${comment}'`);
    return { name, url, seeding: { ...seeding, reused: false } };
  } finally {
    await admin.end();
  }
}

/** The server's version and the settings that decide how analytics queries run. */
export async function describePostgres(serverUrl: string): Promise<Record<string, string>> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const settings = [
      'server_version',
      'shared_buffers',
      'work_mem',
      'effective_cache_size',
      'max_parallel_workers_per_gather',
      'jit',
    ];
    const result = await admin.query<{ name: string; setting: string }>(
      `SELECT name, current_setting(name) AS setting FROM pg_settings WHERE name = ANY($1)`,
      [settings],
    );
    return Object.fromEntries(result.rows.map((row) => [row.name, row.setting]));
  } finally {
    await admin.end();
  }
}

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** An empty database for one measurement (the server migrates it), dropped afterwards. */
export async function createScratchDatabase(
  serverUrl: string,
  name: string,
): Promise<ScratchDatabase> {
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await run(`CREATE DATABASE ${name}`);
  return {
    name,
    url: withDatabase(serverUrl, name),
    drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
