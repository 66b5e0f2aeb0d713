import { analyticsFiltersSchema, successResponse, type AnalyticsFilters } from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AdminAccess } from '../admin-auth/guard';

/**
 * The routes plugin of an analytics endpoint: GET `url` with core's filter set answers, for an
 * admin with `access`, the figures `read` gets for that subset from the services the plugin is
 * given. An unknown or malformed filter is a 400 naming the parameter.
 */
export function figuresRoute<Services extends Record<string, unknown>, Figures extends z.ZodType>(
  url: `/api/admin/analytics/${string}`,
  figures: Figures,
  read: (services: Services, filters: AnalyticsFilters) => Promise<z.output<Figures>>,
  access: AdminAccess = 'view_analytics',
): FastifyPluginAsyncZod<Services> {
  // `read` is typed by the schema; the type provider cannot follow a generic one, so the reply
  // schema is widened here (it still validates and documents the reply).
  const reply: z.ZodType = successResponse(figures);
  return async (app, services) => {
    app.get(
      url,
      {
        config: { adminAccess: access },
        schema: { querystring: analyticsFiltersSchema, response: { 200: reply } },
      },
      async (request) => ({ success: true as const, data: await read(services, request.query) }),
    );
  };
}
