import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';

export interface AnalyticsRoutesOptions {
  db: Database;
  config: Pick<Config, 'ANALYTICS_TIME_ZONE'>;
}

/** Admin analytics (SPEC.md "Admin analytics"): being built. */
export const scoresAnalyticsRoutes: FastifyPluginAsyncZod<AnalyticsRoutesOptions> = async () => {};
