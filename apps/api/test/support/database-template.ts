import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { IN_MEMORY, openEmbedded } from '../../src/db/embedded';
import { openPostgres } from '../../src/db/postgres';
import { TEST_DATABASE_URL } from './environment';
import { databaseUrl, onServer } from './postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded data directory as PGlite dumps it (an uncompressed tar). */
    embeddedTemplateFile: string;
    /** A migrated database on TEST_DATABASE_URL's server, to copy with CREATE DATABASE … TEMPLATE. */
    postgresTemplate: string | null;
  }
}

/**
 * Migrates once per run and lets every test file clone the result (database.ts): an initdb
 * and fifteen migrations cost PGlite three to five seconds on these machines, a clone under one.
 */
export default async function prepareDatabaseTemplates(project: TestProject) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'prca-test-template-'));
  const embeddedTemplateFile = path.join(folder, 'pgdata.tar');
  const embedded = await openEmbedded(IN_MEMORY);
  try {
    // Every clone unpacks the whole cluster into PGlite's memory; initdb's template databases,
    // which nothing here copies, are half its files and a third of its bytes (a clone: 0.56 →
    // 0.43 s of CPU).
    for (const template of ['template0', 'template1']) {
      await embedded.db.execute(sql.raw(`ALTER DATABASE ${template} IS_TEMPLATE false`));
      await embedded.db.execute(sql.raw(`DROP DATABASE ${template}`));
    }
    const dump = await embedded.dump!('none');
    fs.writeFileSync(embeddedTemplateFile, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await embedded.close();
  }

  let postgresTemplate: string | null = null;
  if (TEST_DATABASE_URL) {
    postgresTemplate = `prca_template_${randomBytes(6).toString('hex')}`;
    await onServer(`CREATE DATABASE ${postgresTemplate}`);
    // Migrated, then closed: PostgreSQL copies a template only while no one is connected to it.
    await (await openPostgres(databaseUrl(postgresTemplate), 1)).close();
  }

  project.provide('embeddedTemplateFile', embeddedTemplateFile);
  project.provide('postgresTemplate', postgresTemplate);
  return async () => {
    fs.rmSync(folder, { recursive: true, force: true });
    if (postgresTemplate)
      await onServer(`DROP DATABASE IF EXISTS ${postgresTemplate} WITH (FORCE)`);
  };
}
