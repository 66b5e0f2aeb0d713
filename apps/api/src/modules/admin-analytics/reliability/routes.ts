import {
  engagementAnalyticsSchema,
  prca24AnalyticsSchema,
  reliabilityAnalyticsSchema,
  successResponse,
  trendsAnalyticsSchema,
  trendsQuerySchema,
} from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { ApiError } from '../../../http/errors';
import { toEngagementAnalytics } from '../engagement/service';
import { readSessionFigures } from '../engagement/repository';
import { toPrca24Analytics } from '../prca24/service';
import { readPrca24Figures } from '../prca24/repository';
import { toReliabilityAnalytics } from './service';
import { readReliabilityCells } from './repository';
import { dayIn, resolveDayRange, toTrendsAnalytics } from '../trends/service';
import { readTrendCounts } from '../trends/repository';

export interface AnalyticsRoutesOptions {
  db: Database;
  config: Pick<Config, 'ANALYTICS_TIME_ZONE'>;
}

const access = { adminAccess: 'view_analytics' } as const;

/**
 * The score analytics of SPEC.md "Admin analytics" and "Reliability screen": PRCA24, trends,
 * engagement and reliability, each aggregated in SQL and shaped by a pure function.
 */
export const scoresAnalyticsRoutes: FastifyPluginAsyncZod<AnalyticsRoutesOptions> = async (
  app,
  { db, config },
) => {
  const timeZone = config.ANALYTICS_TIME_ZONE;

  app.get(
    '/api/admin/analytics/reliability',
    { config: access, schema: { response: { 200: successResponse(reliabilityAnalyticsSchema) } } },
    async () => ({
      success: true as const,
      data: toReliabilityAnalytics(await readReliabilityCells(db)),
    }),
  );

  app.get(
    '/api/admin/analytics/prca24',
    { config: access, schema: { response: { 200: successResponse(prca24AnalyticsSchema) } } },
    async () => ({ success: true as const, data: toPrca24Analytics(await readPrca24Figures(db)) }),
  );

  app.get(
    '/api/admin/analytics/trends',
    {
      config: access,
      schema: {
        querystring: trendsQuerySchema,
        response: { 200: successResponse(trendsAnalyticsSchema) },
      },
    },
    async (request) => {
      const today = dayIn(timeZone, new Date());
      const range = resolveDayRange(request.query, today);
      if ('error' in range) throw new ApiError(400, range.error);
      const given = request.query.startDate !== undefined || request.query.endDate !== undefined;
      const monthRange = given ? range : null;
      const counts = await readTrendCounts(db, timeZone, range, monthRange);
      return {
        success: true as const,
        data: toTrendsAnalytics(counts, range, monthRange, today, timeZone),
      };
    },
  );

  app.get(
    '/api/admin/analytics/engagement',
    { config: access, schema: { response: { 200: successResponse(engagementAnalyticsSchema) } } },
    async () => ({
      success: true as const,
      data: toEngagementAnalytics(await readSessionFigures(db, new Date())),
    }),
  );
};
