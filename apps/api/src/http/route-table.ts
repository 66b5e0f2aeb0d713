import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { z } from 'zod';

/** One /api endpoint as its module registered it. */
export interface ApiRoute {
  method: string;
  url: string;
  schema: {
    params?: z.ZodType;
    querystring?: z.ZodType;
    body?: z.ZodType;
    response?: Record<number, z.ZodType>;
  };
  /** What an /api/admin route needs (modules/admin-auth/guard.ts); undefined elsewhere. */
  adminAccess: FastifyContextConfig['adminAccess'];
  /** Whether an account limited to schools or classes may call it (issue 19). */
  scopedAccess: FastifyContextConfig['scopedAccess'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every /api endpoint, in the order it was registered (Fastify's automatic HEAD copies of
     * the GETs aside): the table the OpenAPI, permission and fuzz tests walk.
     */
    apiRoutes: ApiRoute[];
  }
}

/** Keeps `app.apiRoutes`; registered before any route, so that it sees them all. */
export function registerRouteTable(app: FastifyInstance): void {
  app.decorate('apiRoutes', []);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      app.apiRoutes.push({
        method,
        url: route.url,
        schema: (route.schema ?? {}) as ApiRoute['schema'],
        adminAccess: route.config?.adminAccess,
        scopedAccess: route.config?.scopedAccess,
      });
    }
  });
}
