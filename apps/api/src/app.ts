import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { registerCrossOrigin } from './http/cross-origin';
import { registerErrorHandling, sendFrameworkError } from './http/errors';
import { serializeRequest } from './http/log-redaction';
import { registerOpenApi } from './http/openapi';
import { registerRateLimit } from './http/rate-limit';
import { registerSecurityHeaders } from './http/security-headers';
import { registerWebApp } from './http/web-app';
import { respondentsAnalyticsRoutes } from './modules/admin-analytics/demographics/routes';
import { scoresAnalyticsRoutes } from './modules/admin-analytics/reliability/routes';
import { registerAdminGuard } from './modules/admin-auth/guard';
import { createAdminAuthRepository } from './modules/admin-auth/repository';
import { adminAuthRoutes } from './modules/admin-auth/routes';
import { createAdminAuthService } from './modules/admin-auth/service';
import { adminOverviewRoutes } from './modules/admin-analytics/overview/routes';
import { adminSurveyRoutes } from './modules/admin-surveys/routes';
import { createAdminUsersRepository } from './modules/admin-users/repository';
import { adminUserRoutes } from './modules/admin-users/routes';
import { createAdminUsersService } from './modules/admin-users/service';
import { createUserAuthenticator } from './modules/auth/authenticate';
import { authRoutes } from './modules/auth/routes';
import { healthRoutes } from './modules/health/routes';
import { resultsSummaryRoutes } from './modules/analytics/routes';
import { createSettingsRepository } from './modules/settings/repository';
import { settingsRoutes } from './modules/admin-settings/routes';
import { createSurveySessionRepository } from './modules/surveys/sessions/repository';
import { surveySessionRoutes } from './modules/surveys/sessions/routes';
import { createSurveyRepository } from './modules/surveys/repository';
import { surveyRoutes } from './modules/surveys/routes';
import { createSurveyService } from './modules/surveys/service';

// A submission is a few kilobytes; anything near this limit is not one.
const BODY_LIMIT_BYTES = 64 * 1024;
/** How stale another instance's view of a changed setting (e.g. "survey closed") may be. */
const SETTINGS_MAX_AGE_MS = 2000;

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
}

/** The whole API as one Fastify instance: compilers, error handling, then the modules. */
export async function buildApp({ config, database }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, serializers: { req: serializeRequest } },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    // Survey ids are ours to validate: a malformed one is a 400, not a router 404.
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerSecurityHeaders(app);
  registerErrorHandling(app);
  await registerOpenApi(app);
  await registerCrossOrigin(app, config.WEB_ORIGIN);
  await registerRateLimit(app, config.RATE_LIMIT_PER_MINUTE);

  const db = database.db;
  const adminAuth = createAdminAuthService(createAdminAuthRepository(db));
  registerAdminGuard(app, adminAuth);
  await app.register(healthRoutes, { database });
  await app.register(authRoutes, { config, db: database.db });
  await app.register(surveySessionRoutes, { sessions: createSurveySessionRepository(db) });
  // One copy for the whole process, so that a change an admin saves applies to the next submission.
  const settings = createSettingsRepository(db, SETTINGS_MAX_AGE_MS);
  const surveys = createSurveyService(createSurveyRepository(db), settings);
  const { authenticate } = createUserAuthenticator(db);
  await app.register(surveyRoutes, { surveys, authenticate });
  await app.register(resultsSummaryRoutes, { surveys, authenticate });
  await app.register(adminAuthRoutes, { service: adminAuth });
  await app.register(adminOverviewRoutes, { db });
  await app.register(scoresAnalyticsRoutes, { db, config });
  await app.register(respondentsAnalyticsRoutes, { db, config });
  await app.register(adminSurveyRoutes, { db, timeZone: config.ANALYTICS_TIME_ZONE });
  await app.register(settingsRoutes, { db, settings });
  await app.register(adminUserRoutes, {
    users: createAdminUsersService(createAdminUsersRepository(db)),
    db,
  });
  await registerWebApp(app, config.WEB_DIST_DIR);
  return app;
}
