import type { Permission } from '@prca/core';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/errors';
import { bearerToken } from '../auth/tokens';
import type { AdminRow } from './repository';
import type { AdminAuthService } from './service';

/**
 * What an admin route needs: a permission, the superadmin role (whatever the permissions: the
 * audit log, issue 29), any signed-in admin, or nothing (login).
 */
export type AdminAccess = Permission | 'superadmin' | 'signedIn' | 'public';

/**
 * Whether an account limited to schools or classes (issue 19) may call a route: `open` reads
 * nothing of the responses (its own profile, signing out); `filtered` takes core's filter set,
 * which `registerScopeEnforcement` (scope.ts) narrows to the account's classes before the
 * handler runs; `own` lists the account's classes from `request.scope`. A route that says none
 * of these is refused to scoped accounts, whatever their permissions.
 */
export type ScopedAccess = 'open' | 'filtered' | 'own';

declare module 'fastify' {
  interface FastifyContextConfig {
    adminAccess?: AdminAccess;
    scopedAccess?: ScopedAccess;
  }
  interface FastifyRequest {
    /** The signed-in admin, on admin routes that need one. */
    admin?: AdminRow;
  }
}

const ADMIN_PREFIX = '/api/admin/';

/**
 * Every /api/admin route must declare `config.adminAccess` (the server refuses to start
 * otherwise), and this hook enforces it before anything else runs: 401 without a live admin
 * session, 403 when the admin's permissions lack the route's (or, on a superadmin route, the
 * account is no superadmin), and 403 for an account limited to
 * schools or classes on a route that does not serve such accounts (`scopedAccess`).
 */
export function registerAdminGuard(app: FastifyInstance, service: AdminAuthService): void {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(ADMIN_PREFIX) && !route.config?.adminAccess) {
      throw new Error(`${route.method} ${route.url} declares no adminAccess`);
    }
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.adminAccess;
    if (!access || access === 'public') return;
    const token = bearerToken(request);
    const admin = token ? await service.adminOf(token) : undefined;
    if (!admin) throw new ApiError(401, 'admin.signInRequired');
    const allowed =
      access === 'signedIn' ||
      (access === 'superadmin' ? admin.role === 'superadmin' : admin.permissions.includes(access));
    if (!allowed) throw new ApiError(403, 'admin.forbidden');
    if (admin.scope && !request.routeOptions.config.scopedAccess) {
      throw new ApiError(403, 'admin.scopedDenied');
    }
    request.admin = admin;
  });
}
