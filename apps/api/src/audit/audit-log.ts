import type { Database } from '../db/client';
import { auditLog } from '../db/schema';

/** Writes who did which admin action to what (DESIGN.md "Data": audit_log). */
export async function recordAudit(
  db: Database,
  entry: { adminId: string; action: string; target?: string; details?: unknown },
): Promise<void> {
  await db.insert(auditLog).values({
    adminId: entry.adminId,
    action: entry.action,
    target: entry.target ?? null,
    details: entry.details ?? null,
  });
}
