import type {
  StudyClass,
  classBulkInputSchema,
  classInputSchema,
  classUpdateSchema,
} from '@prca/core';
import type { z } from 'zod';
import type { AuditLog } from '../../audit/audit-log';
import { ApiError } from '../../http/errors';
import type { ClassesRepository, ClassValues } from './class-repository';
import { classEntity, toStudyClass } from './classes';
import { entityRecords } from './service';

type ClassInput = z.output<typeof classInputSchema>;
type ClassUpdate = z.output<typeof classUpdateSchema>;
type ClassBulkInput = z.output<typeof classBulkInputSchema>;

/** Classes and their codes (permission manage_study); every change is audited. */
export function createClassesService(repository: ClassesRepository, audit: AuditLog) {
  const { existing, remove } = entityRecords(classEntity, repository, audit);

  async function checkParents(schoolId: string, waveId: string): Promise<void> {
    const found = await repository.parentsExist(schoolId, waveId);
    if (!found.school) throw new ApiError(400, 'study.schoolUnknown');
    if (!found.wave) throw new ApiError(400, 'study.waveUnknown');
  }

  async function createMany(actorId: string, rows: ClassValues[]): Promise<StudyClass[]> {
    const ids = await repository.insertMany(rows);
    const created = await Promise.all(ids.map(existing));
    await audit.record({
      adminId: actorId,
      action: 'classes.create',
      target: ids.length === 1 ? ids[0] : undefined,
      details: { classes: created.map(({ id, name, code }) => ({ id, name, code })) },
    });
    return created;
  }

  return {
    async list(filter: { schoolId?: string; waveId?: string }): Promise<StudyClass[]> {
      return (await repository.list(filter)).map(toStudyClass);
    },

    async create(actorId: string, input: ClassInput): Promise<StudyClass> {
      await checkParents(input.schoolId, input.waveId);
      const [created] = await createMany(actorId, [{ ...input, enrolled: input.enrolled ?? null }]);
      return created!;
    },

    /** Many classes of one school and wave, each with its own code, all or none. */
    async createBulk(actorId: string, input: ClassBulkInput): Promise<StudyClass[]> {
      await checkParents(input.schoolId, input.waveId);
      return createMany(
        actorId,
        input.classes.map((row) => ({
          ...row,
          enrolled: row.enrolled ?? null,
          schoolId: input.schoolId,
          waveId: input.waveId,
        })),
      );
    },

    /** Changes the fields given; `open: false` closes the class's code to new responses. */
    async update(actorId: string, id: string, input: ClassUpdate): Promise<StudyClass> {
      const before = await existing(id);
      if (Object.values(input).every((value) => value === undefined)) return before;
      await checkParents(input.schoolId ?? before.schoolId, input.waveId ?? before.waveId);
      if (!(await repository.update(id, input))) throw new ApiError(404, 'study.classUnknown');
      await audit.record({
        adminId: actorId,
        action: 'classes.update',
        target: id,
        details: input,
      });
      return existing(id);
    },

    /** Deletes a class without responses; one with responses is closed instead. */
    remove,
  };
}

export type ClassesService = ReturnType<typeof createClassesService>;
