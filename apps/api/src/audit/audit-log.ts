import type { Database } from '../db/client';
import { auditLog } from '../db/schema';

/** Who did which admin action to what (DESIGN.md "Data": audit_log). */
export interface AuditEntry {
  adminId: string;
  action: string;
  target?: string;
  details?: unknown;
}

/** The audit log, which services write to after a destructive admin action or an export. */
export function createAuditLog(db: Database) {
  return {
    async record(entry: AuditEntry): Promise<void> {
      await db.insert(auditLog).values({
        adminId: entry.adminId,
        action: entry.action,
        target: entry.target ?? null,
        details: entry.details ?? null,
      });
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
