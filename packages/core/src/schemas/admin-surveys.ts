import { z } from 'zod';
import { LOCALES } from '../messages/locales';
import { TOTAL_LEVELS } from '../scoring/interpret';
import { commaList, filteredQuerySchema, oneOf } from './filters';
import { paginationQuerySchema, paginationSchema } from './pagination';
import { QUALITY_FLAG_KINDS, responseQualitySchema } from './quality';
import { isStorableText } from './storable';
import { storedSurveyResultSchema } from './survey-result';

const interpretation = z.enum(TOTAL_LEVELS, { error: 'filter.valueUnknown' }).optional();

/** Responses on which any of these flags is raised, whatever an override says (issue 17). */
const flag = commaList(
  z.enum(QUALITY_FLAG_KINDS, { error: 'filter.valueUnknown' }),
  'flag',
  oneOf(QUALITY_FLAG_KINDS),
).optional();

/**
 * The filters of the responses list and of the export (the same, so an export matches a list):
 * core's one filter set (filters.ts), the interpretation of the total and the flags raised.
 */
export const responseFiltersSchema = filteredQuerySchema({ interpretation, flag });

export type ResponseFilters = z.output<typeof responseFiltersSchema>;

const emailSearch = z.string().trim().max(254).refine(isStorableText).optional();

/** The list's filters: the export's, and part of a guest's e-mail address (exports carry none). */
export const adminSurveysFiltersSchema = filteredQuerySchema({
  interpretation,
  flag,
  email: emailSearch,
});

export type AdminSurveysFilters = z.input<typeof adminSurveysFiltersSchema>;

/** GET /api/admin/surveys?page&limit and the filters. */
export const adminSurveysQuerySchema = filteredQuerySchema({
  ...paginationQuerySchema.shape,
  interpretation,
  flag,
  email: emailSearch,
});

/** `package`: the analysis package (issue 20), a ZIP of data, codebook, SPSS and R files. */
export const EXPORT_FORMATS = ['csv', 'json', 'package'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** GET /api/admin/surveys/export?format and the filters. */
export const surveysExportQuerySchema = filteredQuerySchema({
  interpretation,
  flag,
  format: z.enum(EXPORT_FORMATS, { error: 'The format must be csv, json or package.' }),
  /** The package's label set: the language of the SPSS and R labels (the codebook has both). */
  labels: z.enum(LOCALES, { error: 'The labels must be vi or en.' }).optional(),
  /** The package only: add guests' e-mail addresses (needs view_surveys as well). */
  email: z
    .enum(['true', 'false'], { error: 'email must be true or false.' })
    .transform((value) => value === 'true')
    .optional(),
});

/** A stored response as an administrator sees it: with the guest's e-mail, if it is still kept. */
export const adminSurveyResultSchema = storedSurveyResultSchema.extend({
  email: z.string().nullable(),
  signedIn: z.boolean(),
  /** The class the response names (issue 14), with its school and wave; all null without one. */
  schoolId: z.uuid().nullable(),
  schoolName: z.string().nullable(),
  classId: z.uuid().nullable(),
  className: z.string().nullable(),
  waveId: z.uuid().nullable(),
  waveName: z.string().nullable(),
  /** Which wording of the items the respondent read. */
  wordingVersion: z.string(),
  /** The data-quality flags with their values, and a researcher's override (issue 17). */
  ...responseQualitySchema.shape,
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
