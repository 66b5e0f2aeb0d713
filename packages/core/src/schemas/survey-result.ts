import { z } from 'zod';
import { CATEGORIES } from '../instrument/categories';
import { storedDemographicsSchema } from './demographics';
import { responsesSchema } from './responses';

const level = z.enum(['low', 'average', 'high']);

export const subscoresSchema = z.object(
  Object.fromEntries(CATEGORIES.map((category) => [category, z.number().int()])) as Record<
    (typeof CATEGORIES)[number],
    z.ZodNumber
  >,
);

export const interpretationSchema = z.object({
  overall: level,
  ...(Object.fromEntries(CATEGORIES.map((category) => [category, level])) as Record<
    (typeof CATEGORIES)[number],
    typeof level
  >),
});

/** What POST /api/surveys answers (SPEC.md section 7). */
export const submissionResultSchema = z.object({
  id: z.uuid(),
  timestamp: z.iso.datetime({ offset: true }),
  totalScore: z.number().int(),
  averageScore: z.number(),
  subscores: subscoresSchema,
  interpretation: interpretationSchema,
  /** Only when the server made the guest key (the browser sent none): keep it to find results. */
  guestKey: z.string().optional(),
});

/** A stored response as the server returns it (SPEC.md section 3, "From the server"). */
export const storedSurveyResultSchema = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  timestamp: z.iso.datetime({ offset: true }),
  demographics: storedDemographicsSchema,
  responses: responsesSchema,
  scores: z.object({
    totalScore: z.number().int(),
    averageScore: z.number(),
    subscores: subscoresSchema,
  }),
  interpretation: interpretationSchema,
});

export type SubmissionResult = z.output<typeof submissionResultSchema>;
export type StoredSurveyResult = z.output<typeof storedSurveyResultSchema>;

/** GET /api/surveys and GET /api/surveys/by-email/{email}: one page of stored results. */
export const surveyPageSchema = z.object({
  surveys: z.array(storedSurveyResultSchema),
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
  }),
});

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** `?page&limit` with the defaults of SPEC.md section 9. */
export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_PAGE),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

export type SurveyPage = z.output<typeof surveyPageSchema>;
