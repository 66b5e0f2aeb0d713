import type { School } from '@prca/core';
import type { AuditLog } from '../../audit/audit-log';
import { ApiError } from '../../http/errors';
import type { SchoolRow, SchoolsRepository } from './repository';

function toSchool(row: SchoolRow): School {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** Schools of the study (permission manage_study); every change is audited. */
export function createSchoolsService(repository: SchoolsRepository, audit: AuditLog) {
  async function existing(id: string): Promise<School> {
    const row = await repository.find(id);
    if (!row) throw new ApiError(404, 'study.schoolUnknown');
    return toSchool(row);
  }

  return {
    async list(): Promise<School[]> {
      return (await repository.list()).map(toSchool);
    },

    async create(actorId: string, input: { name: string }): Promise<School> {
      const id = await repository.insert(input.name);
      await audit.record({
        adminId: actorId,
        action: 'schools.create',
        target: id,
        details: input,
      });
      return existing(id);
    },

    async update(actorId: string, id: string, input: { name: string }): Promise<School> {
      if (!(await repository.rename(id, input.name)))
        throw new ApiError(404, 'study.schoolUnknown');
      await audit.record({
        adminId: actorId,
        action: 'schools.update',
        target: id,
        details: input,
      });
      return existing(id);
    },

    /** Deletes a school with its classes; refused once any of them has a response. */
    async remove(actorId: string, id: string): Promise<void> {
      const outcome = await repository.remove(id);
      if (outcome === 'notFound') throw new ApiError(404, 'study.schoolUnknown');
      if (outcome === 'hasResponses') throw new ApiError(409, 'study.schoolHasResponses');
      // What was deleted, by name: the id alone would say nothing once the row is gone.
      await audit.record({
        adminId: actorId,
        action: 'schools.delete',
        target: id,
        details: outcome,
      });
    },
  };
}

export type SchoolsService = ReturnType<typeof createSchoolsService>;
