import { z } from 'zod';
import { CATEGORIES } from '../instrument/categories';
import { storedDemographicsSchema } from './demographics';
import { paginationSchema } from './pagination';
import { TOTAL_LEVELS } from '../scoring/interpret';
import { responsesSchema } from './responses';

const level = z.enum(TOTAL_LEVELS);

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
  pagination: paginationSchema,
});

export type SurveyPage = z.output<typeof surveyPageSchema>;
