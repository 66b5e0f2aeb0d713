import { useMutation } from '@tanstack/react-query';
import { downloadAdminFile } from '../../shared/api/export-surveys';
import { useAdminToken } from '../../shared/session/admin-session-context';
import { auditQueryOf, type AuditFilterValues } from '../audit-filters';

/** GET /api/admin/audit/export: every entry that matches the filters, as a CSV file. */
export function useDownloadAuditLog(filters: AuditFilterValues) {
  const token = useAdminToken();
  return useMutation({
    mutationFn: () => {
      const query = new URLSearchParams({ ...auditQueryOf(filters) });
      const date = new Date().toISOString().slice(0, 10);
      return downloadAdminFile(
        `/api/admin/audit/export${query.size > 0 ? `?${query}` : ''}`,
        token ?? '',
        `audit_${date}.csv`,
      );
    },
  });
}
