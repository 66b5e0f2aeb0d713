import { prepareDatabase, type BenchDatabase } from './databases';
import type { BenchOptions } from './options';

/** What every section of one run shares. */
export interface BenchContext {
  options: BenchOptions;
  /** The seeded database of a size, prepared once per run (the analytics and the export share it). */
  database(responses: number): Promise<BenchDatabase>;
}

export function createContext(options: BenchOptions): BenchContext {
  const prepared = new Map<number, Promise<BenchDatabase>>();
  return {
    options,
    database(responses) {
      let database = prepared.get(responses);
      if (!database) {
        database = prepareDatabase(options.postgresUrl, responses, options);
        prepared.set(responses, database);
      }
      return database;
    },
  };
}
