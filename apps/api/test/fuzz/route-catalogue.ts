import type { FastifyInstance, RouteOptions } from 'fastify';
import type { z } from 'zod';

/** One endpoint of the app as its routes module declared it. */
export interface RecordedRoute {
  method: string;
  url: string;
  schema: {
    params?: z.ZodType;
    querystring?: z.ZodType;
    body?: z.ZodType;
    response?: Record<number, z.ZodType>;
  };
  adminAccess?: string;
}

type FastifyFactory = (...args: never[]) => FastifyInstance;

const recorded = new WeakMap<FastifyInstance, RecordedRoute[]>();

/**
 * Fastify's factory, with an `onRoute` hook added to every instance it makes. buildApp registers
 * its routes before it returns and exposes no table of their schemas, so the fuzz tests wrap the
 * factory (vi.mock of 'fastify') to see every route as Fastify registers it; the app itself runs
 * unchanged.
 */
export function recordingRoutes<M extends { default: FastifyFactory }>(fastify: M): M {
  const factory = ((...args: never[]) => {
    const app = fastify.default(...args);
    const routes: RecordedRoute[] = [];
    recorded.set(app, routes);
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        routes.push({
          method,
          url: route.url,
          schema: (route.schema ?? {}) as RecordedRoute['schema'],
          adminAccess: route.config?.adminAccess,
        });
      }
    });
    return app;
  }) as unknown as FastifyFactory;
  return { ...fastify, default: Object.assign(factory, fastify.default), fastify: factory };
}

/**
 * The API's endpoints (method + path) of an app built while `recordingRoutes` was in place.
 * HEAD routes are Fastify's automatic copies of the GETs, so they are left out.
 */
export function apiRoutes(app: FastifyInstance): RecordedRoute[] {
  const routes = recorded.get(app);
  if (!routes) throw new Error("no routes recorded: vi.mock('fastify') with recordingRoutes");
  return routes.filter(
    (route) =>
      route.method !== 'HEAD' && route.method !== 'OPTIONS' && route.url.startsWith('/api/'),
  );
}
