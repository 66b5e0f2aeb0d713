import { auditPageSchema, type AuditPage } from '@prca/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../shared/api/admin-request';
import { useAdminToken } from '../../shared/session/admin-session-context';
import { auditQueryOf, type AuditFilterValues } from '../audit-filters';

export const AUDIT_PAGE_SIZE = 25;

export interface AuditLogQuery {
  page: number;
  filters: AuditFilterValues;
}

/** GET /api/admin/audit?page&limit and the filters that are set. */
export async function getAuditLog(
  query: AuditLogQuery,
  token: string,
  signal?: AbortSignal,
): Promise<AuditPage> {
  const params = new URLSearchParams({
    page: String(query.page),
    limit: String(AUDIT_PAGE_SIZE),
    ...auditQueryOf(query.filters),
  });
  const data = await adminRequest(`/api/admin/audit?${params}`, token, signal ? { signal } : {});
  return auditPageSchema.parse(data);
}

export function useAuditLog(query: AuditLogQuery) {
  const token = useAdminToken();
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'audit', query],
      queryFn: ({ signal }) => getAuditLog(query, token ?? '', signal),
      enabled: token !== null,
      // Another page or filter keeps the table on screen until the next arrives.
      placeholderData: keepPreviousData,
    }),
  );
}
