import { matchWaves, type LinkRecord, type WaveMatching } from '@prca/core';
import { and, eq, sql } from 'drizzle-orm';
import { ADVISORY_LOCKS } from '../../../db/advisory-locks';
import type { Database } from '../../../db/client';
import { queryRows, type SqlRunner } from '../../../db/query-rows';
import { waveMatches, waveMatchings } from '../../../db/schema';

/*
 * The kept matching of a wave pair (issue 32): core's matchWaves over both waves' linking codes,
 * stored in wave_matches, and done again only when a response was added to or deleted from
 * either wave since (the waves' fingerprint), so that a read of the change figures costs a
 * fingerprint, not a matching. The same responses always give the same pairs.
 */

/** Outcomes per INSERT: about 2 MB of parameters. */
const INSERT_CHUNK = 25_000;

/** The number of each wave's responses and the sum of their ids' hashes. */
function readFingerprint(runner: SqlRunner, fromWave: string, toWave: string): Promise<string> {
  return queryRows<{ fingerprint: string }>(
    runner,
    sql`SELECT
      (SELECT count(*) || ':' || coalesce(sum(hashtext(id::text)), 0)
        FROM survey_responses WHERE wave_id = ${fromWave})
      || '/' ||
      (SELECT count(*) || ':' || coalesce(sum(hashtext(id::text)), 0)
        FROM survey_responses WHERE wave_id = ${toWave}) AS fingerprint`,
  ).then(([row]) => row!.fingerprint);
}

async function readKeptFingerprint(
  runner: SqlRunner,
  fromWave: string,
  toWave: string,
): Promise<string | undefined> {
  const [row] = await queryRows<{ fingerprint: string }>(
    runner,
    sql`SELECT fingerprint FROM wave_matchings
      WHERE from_wave_id = ${fromWave} AND to_wave_id = ${toWave}`,
  );
  return row?.fingerprint;
}

interface RecordRow {
  id: string;
  wave_id: string;
  school_id: string | null;
  gender: string;
  user_id: string | null;
  /**
   * The hashes joined by commas (hexadecimal, so none holds one): parsing an array took the
   * driver 2 of the 6 s that reading 676,000 responses took.
   */
  code: string;
}

/** Both waves' responses with their codes' hashes in the order of the questions' keys. */
async function readLinkRecords(runner: SqlRunner, fromWave: string, toWave: string) {
  const rows = await queryRows<RecordRow>(
    runner,
    sql`SELECT r.id::text AS id, r.wave_id::text AS wave_id, r.school_id::text AS school_id,
        r.gender, r.user_id::text AS user_id,
        coalesce(string_agg(c.hash, ',' ORDER BY c.question), '') AS code
      FROM survey_responses r LEFT JOIN response_link_codes c ON c.response_id = r.id
      WHERE r.wave_id IN (${fromWave}, ${toWave})
      GROUP BY r.id`,
  );
  const records = { from: [] as LinkRecord[], to: [] as LinkRecord[] };
  for (const row of rows) {
    records[row.wave_id === fromWave ? 'from' : 'to'].push({
      id: row.id,
      schoolId: row.school_id,
      gender: row.gender,
      code: row.code === '' ? [] : row.code.split(','),
      account: row.user_id,
    });
  }
  return records;
}

/** An array literal of `values` for one parameter (PostgreSQL's text form; null as NULL). */
const arrayLiteral = (values: readonly (string | null)[]) =>
  `{${values.map((value) => value ?? 'NULL').join(',')}}`;

/**
 * Keeps the outcome of every earlier response that was matched or ambiguous: three array
 * parameters per 25,000 outcomes, where INSERT … VALUES bound five parameters per row (1.3
 * million for the 266,000 pairs of the bench's million responses).
 */
async function insertOutcomes(
  runner: SqlRunner,
  fromWave: string,
  toWave: string,
  matching: WaveMatching,
): Promise<void> {
  const rows = [
    ...matching.pairs.map((pair) => [pair.from, pair.to, pair.quality] as const),
    ...matching.ambiguous.map((id) => [id, null, 'ambiguous'] as const),
  ];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = rows.slice(start, start + INSERT_CHUNK);
    await runner.execute(sql`INSERT INTO wave_matches
        (from_wave_id, to_wave_id, from_response_id, to_response_id, outcome)
      SELECT ${fromWave}, ${toWave}, m.from_id, m.to_id, m.outcome
      FROM unnest(${arrayLiteral(chunk.map((row) => row[0]))}::uuid[],
        ${arrayLiteral(chunk.map((row) => row[1]))}::uuid[],
        ${arrayLiteral(chunk.map((row) => row[2]))}::text[]) AS m(from_id, to_id, outcome)`);
  }
}

export function createWaveMatching(db: Database) {
  return {
    /** Makes the kept matches of the pair current; their fingerprint. */
    async refresh(fromWave: string, toWave: string): Promise<string> {
      const current = await readFingerprint(db, fromWave, toWave);
      if ((await readKeptFingerprint(db, fromWave, toWave)) === current) return current;
      const matched = await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCKS.waveMatching})`);
        // Another reader may have matched while this one waited.
        const fingerprint = await readFingerprint(tx, fromWave, toWave);
        if ((await readKeptFingerprint(tx, fromWave, toWave)) === fingerprint) {
          return { fingerprint, again: false };
        }
        const records = await readLinkRecords(tx, fromWave, toWave);
        const pair = and(eq(waveMatches.fromWaveId, fromWave), eq(waveMatches.toWaveId, toWave));
        await tx.delete(waveMatches).where(pair);
        await insertOutcomes(tx, fromWave, toWave, matchWaves(records.from, records.to));
        await tx
          .insert(waveMatchings)
          .values({ fromWaveId: fromWave, toWaveId: toWave, fingerprint, matchedAt: new Date() })
          .onConflictDoUpdate({
            target: [waveMatchings.fromWaveId, waveMatchings.toWaveId],
            set: { fingerprint, matchedAt: new Date(), figures: null },
          });
        return { fingerprint, again: true };
      });
      // The planner's estimates of the new rows, or it joins hundreds of thousands of pairs
      // in nested loops.
      if (matched.again) await db.execute(sql`ANALYZE wave_matches`);
      return matched.fingerprint;
    },

    /** The whole pair's figures' inputs kept with its current matching, if computed yet. */
    async keptFigures<T>(fromWave: string, toWave: string): Promise<T | undefined> {
      const [row] = await db
        .select({ figures: waveMatchings.figures })
        .from(waveMatchings)
        .where(and(eq(waveMatchings.fromWaveId, fromWave), eq(waveMatchings.toWaveId, toWave)));
      return (row?.figures ?? undefined) as T | undefined;
    },

    /** Keeps them with the matching of `fingerprint`, unless the pair was matched again since. */
    async keepFigures(
      fromWave: string,
      toWave: string,
      fingerprint: string,
      figures: unknown,
    ): Promise<void> {
      await db
        .update(waveMatchings)
        .set({ figures })
        .where(
          and(
            eq(waveMatchings.fromWaveId, fromWave),
            eq(waveMatchings.toWaveId, toWave),
            eq(waveMatchings.fingerprint, fingerprint),
          ),
        );
    },
  };
}

export type WaveMatchingService = ReturnType<typeof createWaveMatching>;
