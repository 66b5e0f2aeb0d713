import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseName, seedTimed, seededAsAsked, type SeedMarker } from './databases';

export interface EmbeddedBenchDatabase {
  /** The data directory's name, as the report shows it. */
  name: string;
  dataDir: string;
  seeding: SeedMarker & { reused: boolean };
}

/**
 * An embedded data directory holding `responses` seeded rows, in the system's temporary
 * directory, seeded by `npm run seed` as a school would seed its own. Kept for the next run
 * like the PostgreSQL databases: its marker, written beside it once seeding succeeded, says how
 * it was seeded (a data directory holds only what PostgreSQL and the server put there).
 */
export async function prepareEmbeddedDatabase(
  responses: number,
  options: { seed: number; fresh: boolean; databasePrefix: string },
): Promise<EmbeddedBenchDatabase> {
  const name = `${databaseName(responses, options.databasePrefix)}_embedded`;
  const dataDir = path.join(os.tmpdir(), name);
  const markerFile = `${dataDir}.seed.json`;
  const marker = existsSync(markerFile)
    ? (JSON.parse(readFileSync(markerFile, 'utf8')) as SeedMarker)
    : undefined;
  if (
    !options.fresh &&
    marker &&
    existsSync(dataDir) &&
    seededAsAsked(marker, responses, options.seed)
  ) {
    console.log(`  Keeping ${dataDir}, seeded on ${marker.seededAt} (--fresh reseeds it).`);
    return { name, dataDir, seeding: { ...marker, reused: true } };
  }
  console.log(`  Seeding ${dataDir} with ${responses.toLocaleString('en-US')} responses…`);
  rmSync(markerFile, { force: true });
  rmSync(dataDir, { recursive: true, force: true });
  const seeding = await seedTimed({ DATA_DIR: dataDir }, responses, options.seed);
  writeFileSync(markerFile, JSON.stringify(seeding));
  return { name, dataDir, seeding: { ...seeding, reused: false } };
}
