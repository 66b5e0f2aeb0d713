// `npm run openapi`: writes docs/openapi.json, the OpenAPI document the API serves at /api/docs.
// The API's tests fail while the committed file differs from what the routes generate.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { buildApp } from '../apps/api/src/app';
import { testConfig } from '../apps/api/src/config';
import { IN_MEMORY, openEmbedded } from '../apps/api/src/db/embedded';
import { OPENAPI_PATHS } from '../apps/api/src/http/openapi';

const OPENAPI_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../docs/openapi.json',
);

async function generate(): Promise<string> {
  // The document depends on the routes only; a throw-away database is enough to build them.
  const database = await openEmbedded(IN_MEMORY);
  const app = await buildApp({
    // With the tests' identity secret: the routes need one, and the document shows no key.
    config: testConfig(),
    database,
  });
  try {
    const response = await app.inject({ method: 'GET', url: OPENAPI_PATHS[0] });
    if (response.statusCode !== 200) {
      throw new Error(`${OPENAPI_PATHS[0]} answered ${response.statusCode}: ${response.body}`);
    }
    // Formatted as `npm run lint` (prettier --check) expects the committed file to be.
    const options = await prettier.resolveConfig(OPENAPI_FILE);
    return prettier.format(response.body, { ...options, filepath: OPENAPI_FILE });
  } finally {
    await app.close();
    await database.close();
  }
}

fs.writeFileSync(OPENAPI_FILE, await generate());
console.log(`Wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
