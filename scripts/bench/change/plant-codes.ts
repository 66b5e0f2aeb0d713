import pg from 'pg';

/*
 * Linking codes for a seeded bench database (issue 32), written once: the seed predates linking.
 * Within each school, the k-th response of the later wave is the k-th student of the earlier one
 * answering again: 70 % with the same code, 10 % with one answer different, 20 % newcomers with
 * codes of their own. Each element is an md5 standing for the server's HMAC; what matching does
 * with them is the same.
 */

export interface PlantedWaves {
  fromWave: string;
  toWave: string;
  fromResponses: number;
  toResponses: number;
}

/** The two waves with the most responses, earlier by name first, and their link codes. */
export async function plantLinkCodes(url: string): Promise<PlantedWaves> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: waves } = await client.query<{ id: string; responses: string }>(
      `SELECT w.id::text AS id, count(r.id) AS responses FROM waves w
         JOIN survey_responses r ON r.wave_id = w.id
       GROUP BY w.id, w.name ORDER BY count(r.id) DESC, w.name LIMIT 2`,
    );
    if (waves.length < 2) throw new Error('The bench database has fewer than two waves.');
    const [fromWave, toWave] = [waves[0]!.id, waves[1]!.id].sort() as [string, string];
    const { rows: present } = await client.query(`SELECT 1 FROM response_link_codes LIMIT 1`);
    if (present.length === 0) {
      console.log('  Writing linking codes for two waves…');
      await client.query(
        `WITH numbered AS (
           SELECT id, wave_id, school_id,
             row_number() OVER (PARTITION BY school_id, wave_id ORDER BY id) AS k
           FROM survey_responses WHERE wave_id IN ($1, $2)
         ), students AS (
           SELECT later.id, coalesce(earlier.id, later.id) AS student,
             CASE WHEN earlier.id IS NULL THEN 'new'
                  WHEN hashtext(later.id::text) % 10 IN (0, 1) THEN 'new'
                  WHEN hashtext(later.id::text) % 10 = 2 THEN 'typo'
                  ELSE 'same' END AS kind
           FROM numbered later
           LEFT JOIN numbered earlier ON earlier.wave_id = $1 AND earlier.school_id = later.school_id
             AND earlier.k = later.k
           WHERE later.wave_id = $2
           UNION ALL SELECT id, id, 'same' FROM numbered WHERE wave_id = $1
         )
         INSERT INTO response_link_codes (response_id, question, hash)
         SELECT s.id, q.question,
           md5(q.question || CASE
             WHEN s.kind = 'new' THEN s.id::text
             WHEN s.kind = 'typo' AND q.question = 'birthDay' THEN s.id::text
             ELSE s.student::text END)
         FROM students s
         CROSS JOIN (VALUES ('motherInitial'), ('ownInitial'), ('birthDay'), ('olderSiblings'))
           AS q(question)`,
        [fromWave, toWave],
      );
    }
    const count = (id: string) => Number(waves.find((wave) => wave.id === id)!.responses);
    return { fromWave, toWave, fromResponses: count(fromWave), toResponses: count(toWave) };
  } finally {
    await client.end();
  }
}

/** Forgets the pair's kept matching, so that the next read matches the waves again. */
export async function forgetMatching(url: string, waves: PlantedWaves): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DELETE FROM wave_matchings WHERE from_wave_id = $1 AND to_wave_id = $2`, [
      waves.fromWave,
      waves.toWave,
    ]);
  } finally {
    await client.end();
  }
}
