import type { AuditEntry, AuditFilters, AuditPage } from '@prca/core';
import type { AuditLog } from '../../audit/audit-log';
import { csvRow, UTF8_BOM } from '../admin-surveys/csv';
import { zonedIsoWriter } from '../admin-surveys/zoned-time';
import type { AuditRepository, AuditRow } from './repository';

/**
 * The details as an admin reads them: without the e-mail hash a look-up by e-mail records
 * (issue 27). The table keeps it, so that an operator can tie a student's request to its
 * look-up; no admin reply holds an address or its hash, the log included.
 */
function readableDetails(details: unknown): unknown {
  if (details === null || typeof details !== 'object' || !('emailHash' in details)) return details;
  const { emailHash: _hidden, ...rest } = details as Record<string, unknown>;
  return rest;
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    actorKind: row.actorKind as AuditEntry['actorKind'],
    // A respondent is never identified; only an admin has a name.
    actorName: row.actorKind === 'admin' ? row.actorName : null,
    action: row.action,
    target: row.target,
    details: readableDetails(row.details),
  };
}

/**
 * The columns of the CSV export in order, each with its cell of an entry: times in the study's
 * zone (as the responses export writes them), details as JSON text.
 */
const AUDIT_CSV_COLUMNS: Record<
  string,
  (entry: AuditEntry, zonedIso: (instant: Date) => string) => string | null
> = {
  id: (entry) => entry.id,
  created_at: (entry, zonedIso) => zonedIso(new Date(entry.createdAt)),
  actor_kind: (entry) => entry.actorKind,
  actor_name: (entry) => entry.actorName,
  action: (entry) => entry.action,
  target: (entry) => entry.target,
  details: (entry) => (entry.details === null ? null : JSON.stringify(entry.details)),
};

/**
 * The log as a CSV file, newest first, every text cell defused against spreadsheet formulas by
 * the responses export's own cell writer.
 */
async function* auditCsv(rows: AsyncIterable<AuditRow>, timeZone: string): AsyncGenerator<string> {
  const zonedIso = zonedIsoWriter(timeZone);
  const cells = Object.values(AUDIT_CSV_COLUMNS);
  yield UTF8_BOM + csvRow(Object.keys(AUDIT_CSV_COLUMNS));
  for await (const row of rows) {
    const entry = toEntry(row);
    yield csvRow(cells.map((cell) => cell(entry, zonedIso)));
  }
}

/** The audit log as a superadmin reads it (issue 29); its export is itself audited. */
export function createAdminAuditService(
  repository: AuditRepository,
  audit: AuditLog,
  timeZone: string,
) {
  return {
    async list(filters: AuditFilters, page: number, limit: number): Promise<AuditPage> {
      const { rows, total } = await repository.page(filters, page, limit);
      return { entries: rows.map(toEntry), pagination: { page, limit, total } };
    },

    /** Every matching entry as a CSV file, read as it is sent. */
    async exportCsv(adminId: string, filters: AuditFilters): Promise<AsyncGenerator<string>> {
      await audit.record({ adminId, action: 'audit.export', details: { format: 'csv', filters } });
      return auditCsv(repository.matching(filters), timeZone);
    },
  };
}

export type AdminAuditService = ReturnType<typeof createAdminAuditService>;
