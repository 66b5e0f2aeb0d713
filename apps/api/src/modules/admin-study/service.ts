import type { AuditLog } from '../../audit/audit-log';
import { ApiError } from '../../http/errors';
import type { EditableEntity, StudyEntity } from './entity';
import type { EntityRepository } from './repository';

/** What the service of every study entity does alike: read one row, and delete one. */
export function entityRecords<Row, Reply, Create, Update>(
  entity: StudyEntity<Row, Reply, Create, Update>,
  repository: Pick<EntityRepository<Row>, 'find' | 'remove'>,
  audit: AuditLog,
) {
  return {
    async existing(id: string): Promise<Reply> {
      const row = await repository.find(id);
      if (!row) throw new ApiError(404, entity.messages.unknown);
      return entity.toReply(row);
    },

    /** Deletes a row (with a school's or wave's classes); refused once a response names it. */
    async remove(actorId: string, id: string): Promise<void> {
      const outcome = await repository.remove(id);
      if (outcome === 'notFound') throw new ApiError(404, entity.messages.unknown);
      if (outcome === 'hasResponses') throw new ApiError(409, entity.messages.hasResponses);
      // What was deleted, by name: the id alone would say nothing once the row is gone.
      await audit.record({
        adminId: actorId,
        action: `${entity.segment}.delete`,
        target: id,
        details: outcome,
      });
    },
  };
}

/** A school's or wave's service (permission manage_study); every change is audited. */
export function createEntityService<Row, Reply, Input, Values>(
  entity: EditableEntity<Row, Reply, Input, Values>,
  repository: EntityRepository<Row, Values>,
  audit: AuditLog,
) {
  const { existing, remove } = entityRecords(entity, repository, audit);
  return {
    async list(): Promise<Reply[]> {
      return (await repository.list()).map(entity.toReply);
    },

    async create(actorId: string, input: Input): Promise<Reply> {
      const values = entity.valuesOf(input);
      const id = await repository.insert(values);
      const action = `${entity.segment}.create`;
      await audit.record({ adminId: actorId, action, target: id, details: values });
      return existing(id);
    },

    /** Replaces every column the body sets (one left out is cleared, as PUT replaces). */
    async update(actorId: string, id: string, input: Input): Promise<Reply> {
      const values = entity.valuesOf(input);
      if (!(await repository.update(id, values))) throw new ApiError(404, entity.messages.unknown);
      const action = `${entity.segment}.update`;
      await audit.record({ adminId: actorId, action, target: id, details: values });
      return existing(id);
    },

    remove,
  };
}

export type EntityService<Reply, Create, Update = Create> = {
  create(actorId: string, input: Create): Promise<Reply>;
  update(actorId: string, id: string, input: Update): Promise<Reply>;
  remove(actorId: string, id: string): Promise<void>;
};
