import type {
  AdminSurveyResult,
  AdminSurveysPage,
  BulkDeleteResult,
  ExportFormat,
  ResponseFilters,
} from '@prca/core';
import type { AuditLog } from '../../audit/audit-log';
import { ApiError } from '../../http/errors';
import { toAdminResult } from '../surveys/mapping';
import { csvExport, jsonExport } from './export';
import type { AdminSurveysRepository } from './repository';

/** Admin views of the responses: list, read, delete and export, deletions and exports audited. */
export function createAdminSurveysService(repository: AdminSurveysRepository, audit: AuditLog) {
  return {
    async list(
      filters: ResponseFilters,
      email: string | undefined,
      page: number,
      limit: number,
    ): Promise<AdminSurveysPage> {
      const { rows, total } = await repository.page(filters, email, page, limit);
      return { surveys: rows.map(toAdminResult), pagination: { page, limit, total } };
    },

    async get(id: string): Promise<AdminSurveyResult> {
      const row = await repository.findById(id);
      if (!row) throw new ApiError(404, 'survey.notFound');
      return toAdminResult(row);
    },

    /** Deletes the responses that exist among `ids` (each once). */
    async deleteMany(adminId: string, ids: readonly string[]): Promise<BulkDeleteResult> {
      const deleted = await repository.deleteMany([...new Set(ids)]);
      await audit.record({ adminId, action: 'surveys.bulkDelete', details: { ids: deleted } });
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
      format: ExportFormat,
      filters: ResponseFilters,
    ): Promise<AsyncGenerator<string>> {
      await audit.record({ adminId, action: 'surveys.export', details: { format, filters } });
      const rows = repository.matching(filters);
      return format === 'csv' ? csvExport(rows) : jsonExport(rows);
    },
  };
}

export type AdminSurveysService = ReturnType<typeof createAdminSurveysService>;
