import {
  demographicsAnalyticsSchema,
  otherCausesAnalyticsSchema,
  sectionBAnalyticsSchema,
  successResponse,
} from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { toDemographicsAnalytics } from './service';
import { dateTimeFormatter, toOtherCausesAnalytics } from '../other-causes/service';
import {
  demographicCells,
  newestOtherCauseTexts,
  onOneSnapshot,
  otherCauseCells,
  sectionBCells,
} from '../other-causes/repository';
import { toSectionBAnalytics } from '../sectionb/service';

export interface AnalyticsRoutesOptions {
  db: Database;
  config: Pick<Config, 'ANALYTICS_TIME_ZONE'>;
}

/**
 * Admin analytics of who answered and what they said in section B (SPEC.md "Admin analytics":
 * demographics, section B, other causes), for admins who may view analytics.
 */
export const respondentsAnalyticsRoutes: FastifyPluginAsyncZod<AnalyticsRoutesOptions> = async (
  app,
  { db, config },
) => {
  const formatDate = dateTimeFormatter(config.ANALYTICS_TIME_ZONE);

  app.get(
    '/api/admin/analytics/demographics',
    {
      config: { adminAccess: 'view_analytics' },
      schema: { response: { 200: successResponse(demographicsAnalyticsSchema) } },
    },
    async () => ({
      success: true as const,
      data: toDemographicsAnalytics(await demographicCells(db)),
    }),
  );

  app.get(
    '/api/admin/analytics/sectionb',
    {
      config: { adminAccess: 'view_analytics' },
      schema: { response: { 200: successResponse(sectionBAnalyticsSchema) } },
    },
    async () => ({ success: true as const, data: toSectionBAnalytics(await sectionBCells(db)) }),
  );

  app.get(
    '/api/admin/analytics/other-causes',
    {
      config: { adminAccess: 'view_analytics' },
      schema: { response: { 200: successResponse(otherCausesAnalyticsSchema) } },
    },
    async () => {
      const { cells, rows } = await onOneSnapshot(db, async (snapshot) => ({
        cells: await otherCauseCells(snapshot),
        rows: await newestOtherCauseTexts(snapshot),
      }));
      return { success: true as const, data: toOtherCausesAnalytics(cells, rows, formatDate) };
    },
  );
};
