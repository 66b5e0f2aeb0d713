import { analyticsFiltersSchema, successResponse } from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AdminAccess } from '../admin-auth/guard';

/** Who may read the figures, and the query they take when it is more than the filter set. */
export interface FiguresRouteOptions<Query extends z.ZodType> {
  access?: AdminAccess;
  /** Core's filter set, or a schema that extends it (compare's groups, trends' date range). */
  query?: Query;
}

/**
 * The routes plugin of an analytics endpoint: GET `url` with core's filter set (or `query`)
 * answers, for an admin with `access`, the figures `read` gets for that query from the services
 * the plugin is given. An unknown or malformed parameter is a 400 naming it.
 */
export function figuresRoute<
  Services extends Record<string, unknown>,
  Figures extends z.ZodType,
  Query extends z.ZodType = typeof analyticsFiltersSchema,
>(
  url: `/api/admin/analytics/${string}`,
  figures: Figures,
  read: (services: Services, query: z.output<Query>) => Promise<z.output<Figures>>,
  { access = 'view_analytics', query }: FiguresRouteOptions<Query> = {},
): FastifyPluginAsyncZod<Services> {
  // `read` is typed by the schemas; the type provider cannot follow generic ones, so the query
  // and reply schemas are widened here (they still validate and document the request).
  const querystring: z.ZodType = query ?? analyticsFiltersSchema;
  const reply: z.ZodType = successResponse(figures);
  return async (app, services) => {
    app.get(
      url,
      { config: { adminAccess: access }, schema: { querystring, response: { 200: reply } } },
      async (request) => ({
        success: true as const,
        data: await read(services, request.query as z.output<Query>),
      }),
    );
  };
}
