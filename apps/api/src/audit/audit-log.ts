import type { AuditActorKind } from '@prca/core';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { admins, auditLog } from '../db/schema';

interface AuditAction {
  action: string;
  target?: string;
  details?: unknown;
}

/**
 * Who did which action to what (DESIGN.md "Data": audit_log): an admin, by id and by the name
 * the account had then (kept after the account is deleted), or an actor who is no admin: a respondent withdrawing
 * their own response (issue 27), recorded as such and never identified, or the server console.
 */
export type AuditEntry =
  | (AuditAction & { adminId: string })
  | (AuditAction & { actorKind: Exclude<AuditActorKind, 'admin'> });

/** The audit log, which services write to after a destructive action or an export. */
export function createAuditLog(db: Database) {
  return {
    /** Writes one entry; `runner` puts it in the transaction of the action it records. */
    async record(entry: AuditEntry, runner: Database = db): Promise<void> {
      const actor =
        'adminId' in entry
          ? {
              actorKind: 'admin' as const,
              adminId: entry.adminId,
              actorName: sql<string>`(${runner
                .select({ username: admins.username })
                .from(admins)
                .where(eq(admins.id, entry.adminId))})`,
            }
          : { actorKind: entry.actorKind, adminId: null };
      await runner.insert(auditLog).values({
        ...actor,
        action: entry.action,
        target: entry.target ?? null,
        details: entry.details ?? null,
      });
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
