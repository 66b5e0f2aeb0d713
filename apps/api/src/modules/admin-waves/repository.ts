import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countOf } from '../../db/count-of';
import { classes, surveyResponses, waves } from '../../db/schema';

export type WaveRow = Omit<typeof waves.$inferSelect, 'packageCode'> & {
  classCount: number;
  responseCount: number;
};
export type WaveValues = { name: string; opensOn: string | null; closesOn: string | null };

const withCounts = {
  id: waves.id,
  name: waves.name,
  opensOn: waves.opensOn,
  closesOn: waves.closesOn,
  createdAt: waves.createdAt,
  classCount: countOf('classes', 'wave_id', 'waves'),
  responseCount: countOf('survey_responses', 'wave_id', 'waves'),
};

export function createWavesRepository(db: Database) {
  return {
    /** The newest rounds first; undated ones after the dated. */
    async list(): Promise<WaveRow[]> {
      return db
        .select(withCounts)
        .from(waves)
        .orderBy(sql`${waves.opensOn} DESC NULLS LAST`, desc(waves.createdAt), asc(waves.id));
    },

    async find(id: string): Promise<WaveRow | undefined> {
      const [row] = await db.select(withCounts).from(waves).where(eq(waves.id, id));
      return row;
    },

    async insert(values: WaveValues): Promise<string> {
      const [row] = await db.insert(waves).values(values).returning({ id: waves.id });
      return row!.id;
    },

    /** False when there is no such wave. */
    async update(id: string, values: WaveValues): Promise<boolean> {
      const rows = await db
        .update(waves)
        .set(values)
        .where(eq(waves.id, id))
        .returning({ id: waves.id });
      return rows.length > 0;
    },

    /**
     * Deletes a wave and its classes, unless a response names it ('hasResponses'). Returns what
     * the audit log says of it: its name and how many classes went with it.
     */
    async remove(
      id: string,
    ): Promise<{ name: string; classes: number } | 'notFound' | 'hasResponses'> {
      return db.transaction(async (tx) => {
        const [wave] = await tx
          .select({ id: waves.id, name: waves.name })
          .from(waves)
          .where(eq(waves.id, id))
          .for('update');
        if (!wave) return 'notFound';
        const [responses] = await tx
          .select({ n: count() })
          .from(surveyResponses)
          .where(eq(surveyResponses.waveId, id));
        if ((responses?.n ?? 0) > 0) return 'hasResponses';
        const removed = await tx
          .delete(classes)
          .where(eq(classes.waveId, id))
          .returning({ id: classes.id });
        await tx.delete(waves).where(eq(waves.id, id));
        return { name: wave.name, classes: removed.length };
      });
    },
  };
}

export type WavesRepository = ReturnType<typeof createWavesRepository>;
