import { deletedRecordSchema, successResponse } from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StudyEntity } from './entity';
import type { EntityService } from './service';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type Entity<Reply, Create, Update> = StudyEntity<unknown, Reply, Create, Update>;

const idParams = z.object({ id: z.uuid().toLowerCase() });
const manage = { adminAccess: 'manage_study' } as const;

/** GET /api/admin/<segment>: every signed-in admin (the analytics filter names the rows). */
export function listRoute<Reply>(
  app: ZodApp,
  entity: Entity<Reply, unknown, unknown>,
  service: { list(): Promise<Reply[]> },
) {
  app.get(
    `/api/admin/${entity.segment}`,
    {
      config: { adminAccess: 'signedIn' },
      schema: { response: { 200: successResponse(z.array(entity.schemas.reply)) } },
    },
    async () => ({ success: true as const, data: await service.list() }),
  );
}

/** POST /api/admin/<segment> (manage_study): 201 with the new row. */
export function createRoute<Reply, Create, Update>(
  app: ZodApp,
  entity: Entity<Reply, Create, Update>,
  service: EntityService<Reply, Create, Update>,
) {
  app.post(
    `/api/admin/${entity.segment}`,
    {
      config: manage,
      schema: {
        body: entity.schemas.create,
        response: { 201: successResponse(entity.schemas.reply) },
      },
    },
    async (request, reply) => {
      // The body passed the entity's schema; only its type is lost through the generic schema.
      const created = await service.create(request.admin!.id, request.body as Create);
      return reply.code(201).send({ success: true, data: created });
    },
  );
}

/** PUT and DELETE /api/admin/<segment>/:id (manage_study). */
export function rowRoutes<Reply, Create, Update>(
  app: ZodApp,
  entity: Entity<Reply, Create, Update>,
  service: EntityService<Reply, Create, Update>,
) {
  app.put(
    `/api/admin/${entity.segment}/:id`,
    {
      config: manage,
      schema: {
        params: idParams,
        body: entity.schemas.update,
        response: { 200: successResponse(entity.schemas.reply) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.update(request.admin!.id, request.params.id, request.body as Update),
    }),
  );

  app.delete(
    `/api/admin/${entity.segment}/:id`,
    {
      config: manage,
      schema: { params: idParams, response: { 200: successResponse(deletedRecordSchema) } },
    },
    async (request) => {
      await service.remove(request.admin!.id, request.params.id);
      return { success: true as const, data: { id: request.params.id } };
    },
  );
}

/**
 * /api/admin/<segment> of a school or a wave. Every signed-in admin may list them (the analytics
 * filter names them); changing them takes manage_study.
 */
export function entityRoutes<Segment extends string, Reply, Input>(
  entity: Entity<Reply, Input, Input> & { segment: Segment },
): FastifyPluginAsyncZod<
  Record<Segment, EntityService<Reply, Input> & { list(): Promise<Reply[]> }>
> {
  return async (app, services) => {
    const service = services[entity.segment];
    listRoute(app, entity, service);
    createRoute(app, entity, service);
    rowRoutes(app, entity, service);
  };
}
