import { publicClassSchema, successResponse } from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ClassLookupService } from './service';

// Loose on purpose: a typed code may have spaces, dashes or small letters; the service says
// what is wrong with it in the reader's language.
const codeParams = z.object({ code: z.string().max(32) });

/** GET /api/classes/{code}: the school and class a code opens, before a student starts. */
export const classLookupRoutes: FastifyPluginAsyncZod<{ classLookup: ClassLookupService }> = async (
  app,
  { classLookup },
) => {
  app.get(
    '/api/classes/:code',
    { schema: { params: codeParams, response: { 200: successResponse(publicClassSchema) } } },
    async (request) => ({
      success: true as const,
      data: await classLookup.lookup(request.params.code),
    }),
  );
};
