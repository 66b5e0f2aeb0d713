import Fastify, { type FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import {
  CONNECTION_TIMEOUTS,
  connectionOptions,
  type ConnectionTimeouts,
} from './http/connection-timeouts';
import { registerCrossOrigin } from './http/cross-origin';
import { registerErrorHandling, sendFrameworkError } from './http/errors';
import { registerNoStore } from './http/no-store';
import { serializeRequest } from './http/log-redaction';
import { registerOpenApi } from './http/openapi';
import { registerRateLimit } from './http/rate-limit';
import { registerRouteTable } from './http/route-table';
import { registerSecurityHeaders } from './http/security-headers';
import { registerWebApp } from './http/web-app';
import { registerAdminGuard } from './modules/admin-auth/guard';
import { registerScopeEnforcement } from './modules/admin-auth/scope';
import type { PasswordCost } from './modules/admin-users/password';
import { MODULES } from './modules';
import type { BackgroundJobs } from './jobs/background-jobs';
import { logDestination } from './process/log-destination';
import { createServices } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves when the work replies left running in the background has ended. */
    backgroundWork(): Promise<void>;
    /** The hourly jobs, made with the services; the server starts them, tests do not. */
    jobs: BackgroundJobs;
  }
}

// A submission is a few kilobytes; anything near this limit is not one.
const BODY_LIMIT_BYTES = 64 * 1024;

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** CONNECTION_TIMEOUTS unless given (tests shorten them). */
  timeouts?: ConnectionTimeouts;
  /**
   * What the passwords of accounts made or changed here cost to hash: PASSWORD_COST unless given.
   * Only the tests' apps lower it (test/support/admins.ts says why): no setting reaches it, and
   * the server builds its app without it.
   */
  passwordCost?: PasswordCost;
}

/**
 * The whole API as one plugin: compilers, the route table, HTTP concerns (headers, errors,
 * OpenAPI, CORS, rate limit), the admin guard, every module of MODULES with the services, and
 * the web app. Not encapsulated (fastify-plugin), so that its hooks and handlers are the app's.
 */
export const apiPlugin = fastifyPlugin<AppOptions>(
  async (app, { config, database, passwordCost }) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerRouteTable(app);
    await registerSecurityHeaders(app);
    registerNoStore(app);
    registerErrorHandling(app);
    await registerOpenApi(app);
    await registerCrossOrigin(app, config.WEB_ORIGIN);
    await registerRateLimit(app, config.RATE_LIMIT_PER_MINUTE);

    const services = createServices(config, database, app.log, passwordCost);
    // Work a reply leaves running (a recomputation of the quality flags after new thresholds),
    // and a round of the wave pairs' figures: the database closes after them, and tests that
    // watch what a request or a job stores wait for them.
    app.decorate('backgroundWork', async () => {
      await services.qualityRecompute.idle();
      await services.jobs.wavePairs.idle();
    });
    app.addHook('onClose', () => app.backgroundWork());
    app.decorate('jobs', services.jobs);
    registerAdminGuard(app, services.adminAuth);
    registerScopeEnforcement(app, { settings: services.settings, scopes: services.adminScopes });
    for (const module of MODULES) await app.register(module, services);
    await registerWebApp(app, config.WEB_DIST_DIR, {
      publicSettings: () => services.settings.publicSettings(),
    });
  },
  { name: 'prca-api' },
);

/** The API on a new Fastify instance: what the server listens with and tests inject into. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: options.config.LOG_LEVEL,
      serializers: { req: serializeRequest },
      stream: logDestination(),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    ...connectionOptions(options.timeouts ?? CONNECTION_TIMEOUTS),
    trustProxy: options.config.TRUST_PROXY.length > 0 ? options.config.TRUST_PROXY : false,
    // Survey ids are ours to validate: a malformed one is a 400, not a router 404.
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  await app.register(apiPlugin, options);
  return app;
}
