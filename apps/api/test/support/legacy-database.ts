import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { closeToOthers } from '../../src/db/data-dir-safety';
import { MIGRATIONS_FOLDER } from '../../src/db/migrations-folder';
import { hashPassword } from '../../src/modules/admin-users/password';
import { scoredColumns } from './response-sheets';
import type { ServerDatabase } from './server-process';
import { TEST_ADMIN_PASSWORD } from './server-process';
import { PATTERNED_ANSWERS } from './submissions';

/** The last migration before issue 27, when guests' addresses and accounts' e-mails were stored. */
const LAST_PLAINTEXT_MIGRATION = 12;

/** What an installation of that time held: guests' responses with their addresses, an account's. */
export interface LegacyContents {
  guests: { id: string; email: string }[];
  accountEmail: string;
}

/**
 * A copy of apps/api/drizzle holding the migrations up to number `last` only (the journal
 * trimmed to them), so that a database can be made as that release left it. Removed by the
 * caller.
 */
export function migrationsUpTo(last: number): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `prca-migrations-${last}-`));
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  for (const entry of journal.entries.filter(({ idx }) => idx > last)) {
    fs.rmSync(path.join(folder, `${entry.tag}.sql`));
  }
  journal.entries = journal.entries.filter(({ idx }) => idx <= last);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

type Execute = (query: ReturnType<typeof sql>) => Promise<unknown>;

async function insertLegacyRows(execute: Execute, contents: LegacyContents): Promise<void> {
  // The admin the server of that time made on its first start (an installation that has run).
  await execute(sql`INSERT INTO admins (username, password_hash, role, permissions)
    VALUES ('admin', ${await hashPassword(TEST_ADMIN_PASSWORD)}, 'superadmin',
      ARRAY['view_analytics','view_surveys','manage_surveys','export_data','manage_users',
        'manage_settings','manage_study','review_quality'])`);
  await execute(sql`INSERT INTO users (issuer, subject, name, email)
    VALUES ('https://issuer.test', 'legacy-subject', 'Lan Anh', ${contents.accountEmail})`);
  const score = scoredColumns(PATTERNED_ANSWERS);
  // The wording in use when migration 0012 was the last (later versions its check refuses).
  const wordingVersion = 'prca24-2026-11-23';
  for (const guest of contents.guests) {
    await execute(sql`INSERT INTO survey_responses (id, email, grade, gender, participation,
        awareness, causes, impact_level, answers, total_score, group_discussion, meetings,
        interpersonal, public_speaking, interpretation, locale, wording_version)
      VALUES (${guest.id}, ${guest.email}, 'grade10', 'female', 'sometimes', 'familiar',
        ARRAY['fear_of_judgment'], 'mild_impact',
        ${sql.raw(`ARRAY[${score.answers.join(',')}]::smallint[]`)}, ${score.totalScore},
        ${score.groupDiscussion}, ${score.meetings}, ${score.interpersonal},
        ${score.publicSpeaking}, ${score.interpretation}, 'vi', ${wordingVersion})`);
  }
}

/**
 * Makes `database` (empty) what an installation at migration 0012 was: migrated that far, with
 * an admin, an account holding its e-mail and guests' responses holding their addresses in
 * plain text. The server's next start takes it from there.
 */
export async function createLegacyDatabase(
  database: ServerDatabase,
  contents: LegacyContents,
): Promise<void> {
  const migrationsFolder = migrationsUpTo(LAST_PLAINTEXT_MIGRATION);
  try {
    if ('dataDir' in database) {
      const client = await PGlite.create({ dataDir: database.dataDir });
      try {
        const db = drizzlePglite({ client });
        await migratePglite(db, { migrationsFolder });
        await insertLegacyRows((query) => db.execute(query), contents);
        await client.exec('CHECKPOINT');
      } finally {
        await client.close();
      }
      // As an operator of that version must before this one starts (docs/deployment.md).
      closeToOthers(database.dataDir);
    } else {
      const client = new pg.Client({ connectionString: database.databaseUrl });
      await client.connect();
      try {
        const db = drizzlePg({ client });
        await migratePg(db, { migrationsFolder });
        await insertLegacyRows((query) => db.execute(query), contents);
      } finally {
        await client.end();
      }
    }
  } finally {
    fs.rmSync(migrationsFolder, { recursive: true, force: true });
  }
}
