import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './migrations-folder';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const drizzleKit = path.resolve(apiRoot, '../../node_modules/.bin/drizzle-kit');

describe('committed migrations', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'prca-migrations-'));
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('are in step with the drizzle schema (run `npm run db:generate` after changing it)', () => {
    fs.cpSync(MIGRATIONS_FOLDER, scratch, { recursive: true });
    const before = fs.readdirSync(scratch).sort();
    // drizzle-kit mangles absolute --out paths, so it gets one relative to its working directory.
    const result = spawnSync(
      drizzleKit,
      [
        'generate',
        '--dialect=postgresql',
        '--schema=./src/db/schema/index.ts',
        `--out=${path.relative(apiRoot, scratch)}`,
      ],
      { cwd: apiRoot, encoding: 'utf8' },
    );
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('No schema changes');
    expect(fs.readdirSync(scratch).sort()).toEqual(before);
  });
});
