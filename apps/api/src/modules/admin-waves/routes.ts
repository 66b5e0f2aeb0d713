import { deletedRecordSchema, waveInputSchema, waveSchema, successResponse } from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { WavesService } from './service';

const idParams = z.object({ id: z.uuid().toLowerCase() });
const waveReply = successResponse(waveSchema);
const manage = { adminAccess: 'manage_study' } as const;

/**
 * /api/admin/waves. Every signed-in admin may list them (the analytics filter names them);
 * changing them takes manage_study.
 */
export const adminWaveRoutes: FastifyPluginAsyncZod<{ waves: WavesService }> = async (
  app,
  { waves },
) => {
  app.get(
    '/api/admin/waves',
    {
      config: { adminAccess: 'signedIn' },
      schema: { response: { 200: successResponse(z.array(waveSchema)) } },
    },
    async () => ({ success: true as const, data: await waves.list() }),
  );

  app.post(
    '/api/admin/waves',
    { config: manage, schema: { body: waveInputSchema, response: { 201: waveReply } } },
    async (request, reply) => {
      const wave = await waves.create(request.admin!.id, request.body);
      return reply.code(201).send({ success: true, data: wave });
    },
  );

  app.put(
    '/api/admin/waves/:id',
    {
      config: manage,
      schema: { params: idParams, body: waveInputSchema, response: { 200: waveReply } },
    },
    async (request) => ({
      success: true as const,
      data: await waves.update(request.admin!.id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/admin/waves/:id',
    {
      config: manage,
      schema: { params: idParams, response: { 200: successResponse(deletedRecordSchema) } },
    },
    async (request) => {
      await waves.remove(request.admin!.id, request.params.id);
      return { success: true as const, data: { id: request.params.id } };
    },
  );
};
