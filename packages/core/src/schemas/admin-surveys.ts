import { z } from 'zod';
import { TOTAL_LEVELS } from '../scoring/interpret';
import { GENDERS, GRADES, PARTICIPATION_LEVELS } from './demographics';
import { paginationQuerySchema, paginationSchema } from './pagination';
import { isCountableDay, isStorableText } from './storable';
import { storedSurveyResultSchema } from './survey-result';

const day = z.iso
  .date({ error: 'admin.dateInvalid' })
  .refine(isCountableDay, { error: 'admin.dateInvalid' });

/** The filters of the responses list and of the export (the same, so an export matches a list). */
export const responseFiltersSchema = z.object({
  from: day.optional(),
  to: day.optional(),
  grade: z.enum(GRADES).optional(),
  gender: z.enum(GENDERS).optional(),
  participation: z.enum(PARTICIPATION_LEVELS).optional(),
  interpretation: z.enum(TOTAL_LEVELS).optional(),
});

export type ResponseFilters = z.output<typeof responseFiltersSchema>;

/** The list's filters: the export's, and part of a guest's e-mail address (exports carry none). */
export const adminSurveysFiltersSchema = responseFiltersSchema.extend({
  email: z.string().trim().max(254).refine(isStorableText).optional(),
});

export type AdminSurveysFilters = z.input<typeof adminSurveysFiltersSchema>;

/** GET /api/admin/surveys?page&limit and the filters. */
export const adminSurveysQuerySchema = paginationQuerySchema.extend(
  adminSurveysFiltersSchema.shape,
);

export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** GET /api/admin/surveys/export?format and the filters. */
export const surveysExportQuerySchema = responseFiltersSchema.extend({
  format: z.enum(EXPORT_FORMATS, { error: 'The format must be csv or json.' }),
});

/** A stored response as an administrator sees it: with the guest's e-mail, if it is still kept. */
export const adminSurveyResultSchema = storedSurveyResultSchema.extend({
  email: z.string().nullable(),
  signedIn: z.boolean(),
});

export type AdminSurveyResult = z.output<typeof adminSurveyResultSchema>;

/** GET /api/admin/surveys: one page of responses. */
export const adminSurveysPageSchema = z.object({
  surveys: z.array(adminSurveyResultSchema),
  pagination: paginationSchema,
});

export type AdminSurveysPage = z.output<typeof adminSurveysPageSchema>;

export const MAX_BULK_DELETE = 500;

/** DELETE /api/admin/surveys/bulk-delete. */
export const bulkDeleteSchema = z.object({
  surveyIds: z
    .array(z.uuid({ error: 'admin.bulkDeleteInvalid' }), { error: 'admin.bulkDeleteInvalid' })
    .min(1, { error: 'admin.bulkDeleteInvalid' })
    .max(MAX_BULK_DELETE, { error: 'admin.bulkDeleteInvalid' }),
});

export type BulkDelete = z.input<typeof bulkDeleteSchema>;

/** How many of the asked ids were deleted, and which (unknown ids are not counted). */
export const bulkDeleteResultSchema = z.object({ deleted: z.number(), ids: z.array(z.uuid()) });

export type BulkDeleteResult = z.output<typeof bulkDeleteResultSchema>;
