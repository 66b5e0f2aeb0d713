import { waveInputSchema, waveSchema, type Wave } from '@prca/core';
import { asc, desc, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { classes, surveyResponses, waves } from '../../db/schema';
import { classAndResponseCounts, withIsoCreatedAt, type EditableEntity } from './entity';
import { entityRoutes } from './routes';

type WaveRow = Omit<Wave, 'createdAt'> & { createdAt: Date };
type WaveInput = z.output<typeof waveInputSchema>;
type WaveValues = Pick<Wave, 'name' | 'opensOn' | 'closesOn'>;

/** The study's data-collection rounds: a name and dates; deleted as a school is. */
export const waveEntity = {
  segment: 'waves',
  schemas: { create: waveInputSchema, update: waveInputSchema, reply: waveSchema },
  messages: { unknown: 'study.waveUnknown', hasResponses: 'study.waveHasResponses' },
  table: waves,
  columns: {
    id: waves.id,
    name: waves.name,
    opensOn: waves.opensOn,
    closesOn: waves.closesOn,
    createdAt: waves.createdAt,
    ...classAndResponseCounts('wave_id', 'waves'),
  },
  // The newest rounds first; undated ones after the dated.
  orderBy: [sql`${waves.opensOn} DESC NULLS LAST`, desc(waves.createdAt), asc(waves.id)],
  toReply: withIsoCreatedAt<WaveRow>,
  // PUT replaces: a date left out is cleared.
  valuesOf: (input: WaveInput): WaveValues => ({
    name: input.name,
    opensOn: input.opensOn ?? null,
    closesOn: input.closesOn ?? null,
  }),
  responsesBy: surveyResponses.waveId,
  removed: { name: waves.name },
  classesBy: classes.waveId,
} satisfies EditableEntity<WaveRow, Wave, WaveInput, WaveValues>;

export const adminWaveRoutes = entityRoutes(waveEntity);
