import type {
  AdminSurveyResult,
  AdminSurveysPage,
  BulkDeleteResult,
  EmailLookup,
  EmailLookupResult,
  ExportFormat,
  Locale,
  QualityOverride,
  ResponseFilters,
} from '@prca/core';
import type { AuditLog } from '../../audit/audit-log';
import { ApiError } from '../../http/errors';
import type { IdentityHasher } from '../../identity/hasher';
import { toAdminResult } from '../surveys/mapping';
import type { SurveyResponseRow } from '../surveys/repository';
import type { ChangeExportReads } from './export-change';
import { exportFile, packageFile } from './export-files';
import type { AdminSurveysRepository } from './repository';

function classIdsOf(rows: readonly SurveyResponseRow[]): string[] {
  return rows.flatMap((row) => (row.classId ? [row.classId] : []));
}

/**
 * Admin views of the responses: list, read, delete and export, deletions and exports audited;
 * and a super administrator's look-up by e-mail, for a student's own request (issue 27).
 */
export function createAdminSurveysService(
  repository: AdminSurveysRepository,
  audit: AuditLog,
  timeZone: string,
  identity: Pick<IdentityHasher, 'emailHash'>,
  change: ChangeExportReads,
) {
  async function asAdminSees(rows: SurveyResponseRow[]): Promise<AdminSurveyResult[]> {
    const [names, overEnrolment] = await Promise.all([
      repository.studyNames(classIdsOf(rows)),
      repository.overEnrolmentAmong(rows.map((row) => row.id)),
    ]);
    return rows.map((row) =>
      toAdminResult(
        row,
        row.classId ? names.get(row.classId) : undefined,
        overEnrolment.has(row.id),
      ),
    );
  }

  async function get(id: string): Promise<AdminSurveyResult> {
    const row = await repository.findById(id);
    if (!row) throw new ApiError(404, 'survey.notFound');
    const [result] = await asAdminSees([row]);
    return result!;
  }

  return {
    async list(filters: ResponseFilters, page: number, limit: number): Promise<AdminSurveysPage> {
      const { rows, total } = await repository.page(filters, page, limit);
      return { surveys: await asAdminSees(rows), pagination: { page, limit, total } };
    },

    get,

    /**
     * The responses of one exact e-mail address, found by its keyed hash, for a student who
     * asks for their data or its erasure: a super administrator's only (whoever else may delete
     * responses), and audited with why and how many were found, never with the address.
     */
    async lookupByEmail(
      admin: { id: string; role: string },
      { email, purpose }: EmailLookup,
    ): Promise<EmailLookupResult> {
      if (admin.role !== 'superadmin') throw new ApiError(403, 'admin.emailLookupSuperadminOnly');
      const emailHash = identity.emailHash(email);
      const rows = await repository.withEmailHash(emailHash);
      await audit.record({
        adminId: admin.id,
        action: 'surveys.emailLookup',
        details: { purpose, emailHash, found: rows.length },
      });
      return { purpose, surveys: await asAdminSees(rows) };
    },

    /**
     * Keeps or excludes one response whatever its flags (null: the flags decide again), with
     * the reason; audited with the decision it replaces. The response itself is unchanged.
     */
    async setQualityOverride(
      adminId: string,
      id: string,
      override: QualityOverride | null,
      reason: string | undefined,
    ): Promise<AdminSurveyResult> {
      const changed = await repository.setQualityOverride(
        id,
        override,
        override === null ? null : (reason ?? null),
      );
      if (!changed) throw new ApiError(404, 'survey.notFound');
      await audit.record({
        adminId,
        action: 'surveys.qualityOverride',
        target: id,
        details: { override, reason: reason ?? null, previous: changed.previous },
      });
      return get(id);
    },

    /**
     * Deletes the responses that exist among `ids` (each once); audited with which were deleted
     * and how many were asked for, never their content.
     */
    async deleteMany(adminId: string, ids: readonly string[]): Promise<BulkDeleteResult> {
      const asked = [...new Set(ids)];
      const deleted = await repository.deleteMany(asked);
      await audit.record({
        adminId,
        action: 'surveys.bulkDelete',
        details: { ids: deleted, count: deleted.length, requested: asked.length },
      });
      return { deleted: deleted.length, ids: deleted };
    },

    /** Deletes one response; returns its id as stored. */
    async delete(adminId: string, id: string): Promise<string> {
      const [deleted] = await repository.deleteMany([id]);
      if (!deleted) throw new ApiError(404, 'survey.notFound');
      await audit.record({ adminId, action: 'surveys.delete', target: deleted });
      return deleted;
    },

    /** The matching responses as a file of `format`, read as it is sent; the export is audited. */
    async export(
      adminId: string,
      format: Exclude<ExportFormat, 'package'>,
      filters: ResponseFilters,
    ): Promise<AsyncGenerator<string>> {
      await audit.record({ adminId, action: 'surveys.export', details: { format, filters } });
      return exportFile(repository, format, filters, timeZone);
    },

    /**
     * The analysis package (issue 20) of the matching responses, streamed as a ZIP, and its
     * file name prca24_{local date}_{filter summary}.zip; the export is audited.
     */
    async exportPackage(
      adminId: string,
      filters: ResponseFilters,
      options: { labels: Locale },
    ): Promise<{ filename: string; file: AsyncGenerator<Uint8Array> }> {
      await audit.record({
        adminId,
        action: 'surveys.export',
        details: { format: 'package', filters, ...options },
      });
      return packageFile(repository, change, filters, { ...options, timeZone, now: new Date() });
    },
  };
}

export type AdminSurveysService = ReturnType<typeof createAdminSurveysService>;
