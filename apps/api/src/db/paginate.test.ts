import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../../test/support/environment';
import { openTestDatabase } from '../../test/support/database';
import type { DatabaseHandle } from './client';
import { paginate } from './paginate';
import { admins } from './schema';

const earlier = new Date('2026-03-01T08:00:00Z');
const later = new Date('2026-03-02T08:00:00Z');

describe.each(BACKENDS)('paging through rows on the %s database', (backend) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
    // Five researchers and two viewers; several share a creation time, so the username decides.
    const account = (username: string, role: string, createdAt: Date) => ({
      username,
      role,
      createdAt,
      passwordHash: 'not a real hash',
    });
    await database.db
      .insert(admins)
      .values([
        account('researcher-1', 'researcher', earlier),
        account('researcher-2', 'researcher', earlier),
        account('researcher-5', 'researcher', later),
        account('viewer-1', 'viewer', later),
        account('researcher-3', 'researcher', later),
        account('viewer-2', 'viewer', earlier),
        account('researcher-4', 'researcher', later),
      ]);
  });
  afterAll(() => database.close());

  const researchersPage = async (page: number, limit: number) => {
    const { rows, total } = await paginate(database.db, {
      rows: database.db.select().from(admins).$dynamic(),
      from: admins,
      where: eq(admins.role, 'researcher'),
      orderBy: [desc(admins.createdAt), asc(admins.username)],
      page,
      limit,
    });
    return { usernames: rows.map((row) => row.username), total };
  };

  it('gives each matching row once, in order, across the pages, with the total on each', async () => {
    expect(await researchersPage(1, 2)).toEqual({
      usernames: ['researcher-3', 'researcher-4'],
      total: 5,
    });
    expect(await researchersPage(2, 2)).toEqual({
      usernames: ['researcher-5', 'researcher-1'],
      total: 5,
    });
  });

  it('ends with a partial page, then empty pages that still give the total', async () => {
    expect(await researchersPage(3, 2)).toEqual({ usernames: ['researcher-2'], total: 5 });
    expect(await researchersPage(4, 2)).toEqual({ usernames: [], total: 5 });
    expect(await researchersPage(40, 2)).toEqual({ usernames: [], total: 5 });
  });

  it('counts every row when there is no filter', async () => {
    const { rows, total } = await paginate(database.db, {
      rows: database.db.select().from(admins).$dynamic(),
      from: admins,
      where: undefined,
      orderBy: [asc(admins.username)],
      page: 2,
      limit: 5,
    });
    expect(rows.map((row) => row.username)).toEqual(['viewer-1', 'viewer-2']);
    expect(total).toBe(7);
  });
});
