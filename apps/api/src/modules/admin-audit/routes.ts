import { auditFiltersSchema, auditPageSchema, auditQuerySchema, successResponse } from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendAttachment } from '../../http/attachment';
import type { AdminAuditService } from './service';

/**
 * The audit log (issue 29, /api/admin/audit): who did what, and when. A superadmin's only,
 * whatever permissions another account holds: the log names every admin's actions.
 */
export const adminAuditRoutes: FastifyPluginAsyncZod<{ adminAudit: AdminAuditService }> = async (
  app,
  { adminAudit },
) => {
  app.get(
    '/api/admin/audit',
    {
      config: { adminAccess: 'superadmin' },
      schema: {
        querystring: auditQuerySchema,
        response: { 200: successResponse(auditPageSchema) },
      },
    },
    async (request) => {
      const { page, limit, ...filters } = request.query;
      return { success: true as const, data: await adminAudit.list(filters, page, limit) };
    },
  );

  app.get(
    '/api/admin/audit/export',
    { config: { adminAccess: 'superadmin' }, schema: { querystring: auditFiltersSchema } },
    async (request, reply) => {
      const file = await adminAudit.exportCsv(request.admin!.id, request.query);
      const date = new Date().toISOString().slice(0, 10);
      return sendAttachment(reply, 'text/csv; charset=utf-8', `audit_${date}.csv`, file);
    },
  );
};
