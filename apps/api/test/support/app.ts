import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { testConfig, type Config } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import { openTestDatabase } from './database';
import type { BackendName } from './environment';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The real app on a fresh database of the given kind, for `app.inject`. */
export async function createTestApp(
  backend: BackendName,
  overrides: Partial<Config> = {},
): Promise<TestApp> {
  const database = await openTestDatabase(backend);
  const app = await buildApp({ config: testConfig(overrides), database });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
