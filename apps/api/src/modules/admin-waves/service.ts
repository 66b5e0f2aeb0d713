import type { Wave, waveInputSchema } from '@prca/core';
import type { z } from 'zod';
import type { AuditLog } from '../../audit/audit-log';
import { ApiError } from '../../http/errors';
import type { WaveRow, WavesRepository } from './repository';

type WaveInput = z.output<typeof waveInputSchema>;

function toWave(row: WaveRow): Wave {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

const valuesOf = (input: WaveInput) => ({
  name: input.name,
  opensOn: input.opensOn ?? null,
  closesOn: input.closesOn ?? null,
});

/** Data-collection rounds (permission manage_study); every change is audited. */
export function createWavesService(repository: WavesRepository, audit: AuditLog) {
  async function existing(id: string): Promise<Wave> {
    const row = await repository.find(id);
    if (!row) throw new ApiError(404, 'study.waveUnknown');
    return toWave(row);
  }

  return {
    async list(): Promise<Wave[]> {
      return (await repository.list()).map(toWave);
    },

    async create(actorId: string, input: WaveInput): Promise<Wave> {
      const values = valuesOf(input);
      const id = await repository.insert(values);
      await audit.record({ adminId: actorId, action: 'waves.create', target: id, details: values });
      return existing(id);
    },

    /** Replaces the name and dates (a date left out is cleared, as PUT replaces). */
    async update(actorId: string, id: string, input: WaveInput): Promise<Wave> {
      const values = valuesOf(input);
      if (!(await repository.update(id, values))) throw new ApiError(404, 'study.waveUnknown');
      await audit.record({ adminId: actorId, action: 'waves.update', target: id, details: values });
      return existing(id);
    },

    /** Deletes a wave with its classes; refused once any of them has a response. */
    async remove(actorId: string, id: string): Promise<void> {
      const outcome = await repository.remove(id);
      if (outcome === 'notFound') throw new ApiError(404, 'study.waveUnknown');
      if (outcome === 'hasResponses') throw new ApiError(409, 'study.waveHasResponses');
      // What was deleted, by name: the id alone would say nothing once the row is gone.
      await audit.record({
        adminId: actorId,
        action: 'waves.delete',
        target: id,
        details: outcome,
      });
    },
  };
}

export type WavesService = ReturnType<typeof createWavesService>;
