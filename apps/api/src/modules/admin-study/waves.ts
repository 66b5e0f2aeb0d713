import { waveInputSchema, waveSchema, type Wave } from '@prca/core';
import { asc, desc, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { waves } from '../../db/schema';
import { parentOfClasses } from './entity';
import { entityRoutes } from './routes';

type WaveRow = Omit<Wave, 'createdAt'> & { createdAt: Date };
type WaveInput = z.output<typeof waveInputSchema>;
type WaveValues = Pick<Wave, 'name' | 'opensOn' | 'closesOn'>;

/** The study's data-collection rounds: a name and dates; deleted as a school is. */
export const waveEntity = parentOfClasses<'waves', WaveRow, WaveInput, WaveValues>({
  segment: 'waves',
  table: waves,
  schemas: { input: waveInputSchema, reply: waveSchema },
  columns: { opensOn: waves.opensOn, closesOn: waves.closesOn },
  // The newest rounds first; undated ones after the dated.
  orderBy: [sql`${waves.opensOn} DESC NULLS LAST`, desc(waves.createdAt), asc(waves.id)],
  // PUT replaces: a date left out is cleared.
  valuesOf: (input) => ({
    name: input.name,
    opensOn: input.opensOn ?? null,
    closesOn: input.closesOn ?? null,
  }),
});

export const adminWaveRoutes = entityRoutes(waveEntity);
