import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ADVISORY_LOCKS } from './advisory-locks';

const thisFile = fileURLToPath(import.meta.url);
const sourceRoot = path.resolve(path.dirname(thisFile), '..');

/** Every TypeScript file under apps/api/src but this one (whose examples would match). */
function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && full !== thisFile ? [full] : [];
  });
}

const LOCK_CALL = /pg_(?:try_)?advisory_(?:xact_)?(?:un)?lock(?:_shared)?\(([^)]*)\)/g;
// In a sql`` template: a named entry, or an entry chosen by a parameter typed as a lock's name;
// either alone (a bigint key) or with a second key of the query's own (two int4 keys).
const KEY_IN_TEMPLATE = /^\$\{ADVISORY_LOCKS(?:\.\w+|\[\w+\])\}(?:,\s*\w+)?$/;
const INT4_MAX = 2 ** 31 - 1;
const REGISTRY_ENTRY = /^ADVISORY_LOCKS\.\w+$/;

/** The value a parameterised query (`… ($1)', [key]`) passes for placeholder `$n`. */
function parameterValue(rest: string, placeholder: number): string | undefined {
  const statement = rest.slice(0, rest.includes(';') ? rest.indexOf(';') : undefined);
  const values = /\[([^\]]*)\]/.exec(statement)?.[1];
  return values?.split(',')[placeholder - 1]?.trim();
}

/** The lock calls of `source`, each with whether its key is read from ADVISORY_LOCKS. */
function lockCalls(source: string): { call: string; fromRegistry: boolean }[] {
  return [...source.matchAll(LOCK_CALL)].map((match) => {
    const argument = match[1]!.trim();
    const placeholder = /^\$(\d+)$/.exec(argument);
    const fromRegistry = placeholder
      ? REGISTRY_ENTRY.test(
          parameterValue(source.slice(match.index + match[0].length), Number(placeholder[1])) ?? '',
        )
      : KEY_IN_TEMPLATE.test(argument);
    return { call: match[0], fromRegistry };
  });
}

describe('the advisory-lock registry', () => {
  const keys = Object.values(ADVISORY_LOCKS);

  it('gives every lock its own key', () => {
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('holds keys PostgreSQL takes as a bigint', () => {
    for (const key of keys) expect(Number.isSafeInteger(key)).toBe(true);
  });

  it('holds numbers that fit an int4 too, so that any lock may be taken with a second key', () => {
    for (const key of keys) expect(key).toBeLessThanOrEqual(INT4_MAX);
  });

  it('gives a new lock a new number, above every number taken before it', () => {
    // A number is never changed or reused (a rolling upgrade must still exclude the older
    // instances), so the registry only grows at its end, each number above the last.
    keys.slice(1).forEach((key, index) => expect(key).toBeGreaterThan(keys[index]!));
  });

  it('is where every advisory lock in apps/api/src takes its key', () => {
    const found = sourceFiles(sourceRoot).flatMap((file) =>
      lockCalls(fs.readFileSync(file, 'utf8')).map((lock) => ({
        ...lock,
        file: path.relative(sourceRoot, file),
      })),
    );
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((lock) => !lock.fromRegistry)).toEqual([]);
  });

  it('would catch a lock whose key is a number or a constant of its own', () => {
    const keyed = (source: string) => lockCalls(source).map((lock) => lock.fromRegistry);
    expect(keyed('sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCKS.adminLogin})`')).toEqual([
      true,
    ]);
    expect(keyed('sql`SELECT pg_try_advisory_xact_lock(${ADVISORY_LOCKS[lock]})`')).toEqual([true]);
    expect(
      keyed("client.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCKS.migrations]);"),
    ).toEqual([true]);
    expect(
      keyed('sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCKS.respondentSubmissions}, key)`'),
    ).toEqual([true]);
    expect(keyed('sql`SELECT pg_advisory_xact_lock(2024240099)`')).toEqual([false]);
    expect(
      keyed('sql`SELECT pg_advisory_xact_lock(20242400, ${ADVISORY_LOCKS.adminLogin})`'),
    ).toEqual([false]);
    expect(keyed('sql`SELECT pg_try_advisory_xact_lock(${FOLD_LOCK}) AS held`')).toEqual([false]);
    expect(keyed("client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);")).toEqual([
      false,
    ]);
    expect(keyed("client.query('SELECT pg_advisory_unlock(7)');")).toEqual([false]);
  });
});
