import { sql } from 'drizzle-orm';
import { openDatabase } from '../../../apps/api/src/db/client';
import { queryRows } from '../../../apps/api/src/db/query-rows';
import type { ServerDatabase } from '../server';
import type { BenchFilter } from './endpoints';

const count = (value: string | number) => Number(value);

/**
 * The subsets issue 14 times, picked from the seeded database so that each holds responses: the
 * school and the class with the most, and the calendar month with the most (from its first to
 * its last day). Read straight from the database (before the server opens an embedded one),
 * not through the API under measurement.
 */
export async function pickFilters(source: ServerDatabase): Promise<BenchFilter[]> {
  const database = await openDatabase(
    source.kind === 'postgresql'
      ? { DATABASE_URL: source.url, DATA_DIR: '', DATABASE_POOL_SIZE: 1 }
      : { DATABASE_URL: undefined, DATA_DIR: source.dataDir, DATABASE_POOL_SIZE: 1 },
  );
  const read = <T>(query: string) => queryRows<T>(database.db, sql.raw(query));
  try {
    const [total] = await read<{ n: string }>(`SELECT count(*) AS n FROM survey_responses`);
    const [s] = await read<{ id: string; name: string; n: string }>(`
      SELECT s.id, s.name, r.n FROM (
        SELECT school_id, count(*) AS n FROM survey_responses
        WHERE school_id IS NOT NULL GROUP BY school_id ORDER BY n DESC, school_id LIMIT 1
      ) r JOIN schools s ON s.id = r.school_id`);
    const [c] = await read<{ id: string; name: string; school: string; n: string }>(`
      SELECT c.id, c.name, s.name AS school, r.n FROM (
        SELECT class_id, count(*) AS n FROM survey_responses
        WHERE class_id IS NOT NULL GROUP BY class_id ORDER BY n DESC, class_id LIMIT 1
      ) r JOIN classes c ON c.id = r.class_id JOIN schools s ON s.id = c.school_id`);
    const [m] = await read<{ month: string; first: string; last: string; n: string }>(`
      SELECT to_char(m, 'YYYY-MM') AS month, to_char(m, 'YYYY-MM-DD') AS first,
             to_char(m + interval '1 month - 1 day', 'YYYY-MM-DD') AS last, n
      FROM (
        SELECT date_trunc('month', created_at AT TIME ZONE 'UTC') AS m, count(*) AS n
        FROM survey_responses GROUP BY 1 ORDER BY n DESC, m DESC LIMIT 1
      ) months`);
    const filters: BenchFilter[] = [
      {
        kind: 'unfiltered',
        query: '',
        label: 'every response',
        responses: count(total?.n ?? 0),
      },
    ];
    if (s)
      filters.push({
        kind: 'school',
        query: `school=${s.id}`,
        label: s.name,
        responses: count(s.n),
      });
    if (c) {
      filters.push({
        kind: 'class',
        query: `class=${c.id}`,
        label: `${c.name}, ${c.school}`,
        responses: count(c.n),
      });
    }
    if (m) {
      filters.push({
        kind: 'month',
        query: `from=${m.first}&to=${m.last}`,
        label: `${m.first} to ${m.last}`,
        responses: count(m.n),
      });
    }
    return filters;
  } finally {
    await database.close();
  }
}
