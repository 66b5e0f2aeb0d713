import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { testConfig, type Config } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import { TEST_PASSWORD_COST } from './admins';
import { openTestDatabase } from './database';
import type { BackendName } from './environment';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database of the given kind, for `app.inject`; the passwords it hashes
 * cost TEST_PASSWORD_COST.
 */
export async function createTestApp(
  backend: BackendName,
  overrides: Partial<Config> = {},
): Promise<TestApp> {
  const database = await openTestDatabase(backend);
  const app = await buildApp({
    config: testConfig(overrides),
    database,
    passwordCost: TEST_PASSWORD_COST,
  });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
