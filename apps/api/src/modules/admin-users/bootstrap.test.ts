import { ROLE_PERMISSIONS } from '@prca/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { admins } from '../../db/schema';
import { openTestDatabase } from '../../../test/support/database';
import { BACKENDS } from '../../../test/support/environment';
import { bootstrapFirstAdmin } from './bootstrap';
import { verifyPassword } from './password';

describe.each(BACKENDS)('first-start admin account on the %s database', (backend) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await openTestDatabase(backend);
  });
  afterEach(() => database.close());

  it('creates one superadmin from the configured name and password, hashed with argon2id', async () => {
    const result = await bootstrapFirstAdmin(database.db, 'researcher1', 'correct horse battery');
    expect(result).toEqual({ created: true, username: 'researcher1' });
    const rows = await database.db.select().from(admins);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      username: 'researcher1',
      role: 'superadmin',
      permissions: [...ROLE_PERMISSIONS.superadmin],
      disabled: false,
    });
    expect(rows[0]!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    expect(await verifyPassword(rows[0]!.passwordHash, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(rows[0]!.passwordHash, 'wrong password')).toBe(false);
  });

  it('generates a password when none is configured, and reports it once', async () => {
    const result = await bootstrapFirstAdmin(database.db, 'admin', undefined);
    expect(result.generatedPassword).toMatch(/^[\w-]{24}$/);
    const [row] = await database.db.select().from(admins);
    expect(await verifyPassword(row!.passwordHash, result.generatedPassword!)).toBe(true);

    const again = await bootstrapFirstAdmin(database.db, 'admin', undefined);
    expect(again).toEqual({ created: false, username: 'admin' });
    expect(await database.db.select().from(admins)).toHaveLength(1);
  });

  it('creates one account when several instances start together', async () => {
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        bootstrapFirstAdmin(database.db, 'admin', 'same password here'),
      ),
    );
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(await database.db.select().from(admins)).toHaveLength(1);
  });
});
