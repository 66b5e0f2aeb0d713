import { z } from 'zod';
import { LOCALES } from '../messages/locales';
import { TOTAL_LEVELS } from '../scoring/interpret';
import { commaList, filteredQuerySchema, oneOf } from './filters';
import { paginationQuerySchema, paginationSchema } from './pagination';
import { QUALITY_DECISIONS, QUALITY_FLAG_KINDS, responseQualitySchema } from './quality';
import { emailSchema } from './submission';
import { storedSurveyResultSchema } from './survey-result';

const interpretation = z.enum(TOTAL_LEVELS, { error: 'filter.valueUnknown' }).optional();

/** Responses on which any of these flags is raised, whatever an override says (issue 17). */
const flag = commaList(
  z.enum(QUALITY_FLAG_KINDS, { error: 'filter.valueUnknown' }),
  'flag',
  oneOf(QUALITY_FLAG_KINDS),
).optional();

/**
 * Responses by a researcher's decision (issue 31): kept, excluded, or `none` (no decision yet),
 * so that a decision can be found again and `flag=speeding&decision=none` lists what is left to
 * review.
 */
const decision = commaList(
  z.enum(QUALITY_DECISIONS, { error: 'filter.decisionUnknown' }),
  'decision',
  oneOf(QUALITY_DECISIONS),
).optional();

/**
 * The filters of the responses list and of the export (the same, so an export matches a list):
 * core's one filter set (filters.ts), the interpretation of the total, the flags raised and the
 * researcher's decision.
 */
export const responseFiltersSchema = filteredQuerySchema({ interpretation, flag, decision });

export type ResponseFilters = z.output<typeof responseFiltersSchema>;

/** The list's filters: the export's (no administrator searches by e-mail, issue 27). */
export const adminSurveysFiltersSchema = responseFiltersSchema;

export type AdminSurveysFilters = z.input<typeof adminSurveysFiltersSchema>;

/** GET /api/admin/surveys?page&limit and the filters. */
export const adminSurveysQuerySchema = filteredQuerySchema({
  ...paginationQuerySchema.shape,
  interpretation,
  flag,
  decision,
});

/** `package`: the analysis package (issue 20), a ZIP of data, codebook, SPSS and R files. */
export const EXPORT_FORMATS = ['csv', 'json', 'package'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** GET /api/admin/surveys/export?format and the filters. */
export const surveysExportQuerySchema = filteredQuerySchema({
  interpretation,
  flag,
  decision,
  format: z.enum(EXPORT_FORMATS, { error: 'The format must be csv, json or package.' }),
  /** The package's label set: the language of the SPSS and R labels (the codebook has both). */
  labels: z.enum(LOCALES, { error: 'The labels must be vi or en.' }).optional(),
});

/**
 * A stored response as an administrator sees it. Never an e-mail address or a name (issue 27):
 * only whether a guest's results are still kept for them (`guestKept`) or an account's.
 */
export const adminSurveyResultSchema = storedSurveyResultSchema.extend({
  signedIn: z.boolean(),
  /** A guest whose e-mail hash or guest key is still kept (until the retention period ends). */
  guestKept: z.boolean(),
  /** The information sheet's version the respondent assented to; null: no assent recorded. */
  consentVersion: z.number().int().nullable(),
  /** When the respondent assented (the survey's start); null with no assent recorded. */
  consentAt: z.iso.datetime({ offset: true }).nullable(),
  /**
   * Accepted after its class had closed, because the server saw its survey begin while the class
   * was open (issue 27).
   */
  submittedAfterClassClosed: z.boolean(),
  /**
   * An unflagged response that arrived after its class already held as many unflagged ones as
   * it has enrolled students (issue 28): kept for the researcher, left out of a counsellor's
   * figures. Read when asked: a deletion, an override or a new enrolment moves the line.
   */
  overEnrolment: z.boolean(),
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

/** Why a superadmin looks a student's responses up by e-mail: the student's own request. */
export const EMAIL_LOOKUP_PURPOSES = ['access', 'erasure'] as const;

/**
 * POST /api/admin/surveys/lookup-by-email (superadmin only, audited, issue 27): the exact
 * address a student gives when asking for their data or its erasure. Sent in the body, never
 * the URL, so that no log holds it; matched by its keyed hash.
 */
export const emailLookupSchema = z
  .object({
    email: emailSchema,
    purpose: z.enum(EMAIL_LOOKUP_PURPOSES, { error: 'admin.lookupPurposeInvalid' }),
  })
  .strict();

export type EmailLookup = z.input<typeof emailLookupSchema>;

/**
 * The reply of a look-up by e-mail: the responses whose e-mail hash matches (a signed-in
 * student's are under their account, which keeps no address), as an administrator sees them,
 * and never the address itself. An erasure then deletes them one by one or in bulk.
 */
export const emailLookupResultSchema = z.object({
  purpose: z.enum(EMAIL_LOOKUP_PURPOSES),
  surveys: z.array(adminSurveyResultSchema),
});

export type EmailLookupResult = z.output<typeof emailLookupResultSchema>;
