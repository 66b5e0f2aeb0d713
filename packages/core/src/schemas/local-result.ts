import { z } from 'zod';
import { CATEGORIES, type Category } from '../instrument/categories';
import { SUBSCORE_RANGE, TOTAL_RANGE } from '../scoring/ranges';
import { interpretationSchema } from './survey-result';

const score = (range: { min: number; max: number }) =>
  z.number().int().min(range.min).max(range.max);

/** A part no screen computes from: kept when well-formed, dropped (not the entry) when not. */
function keptIfValid<T extends z.ZodType>(schema: T) {
  return schema.optional().catch(undefined);
}

/**
 * A result as the browser keeps it in `survey_responses` (SPEC.md section 3, "local form"):
 * scored by the server, or by the browser when the server could not be reached (then
 * `pending` until the server has it). Storage is the respondent's to edit and may hold what an
 * older version wrote, so only what the results screens compute from is required (an id, a
 * time, scores a PRCA-24 can produce: core's interpreters throw on any other); an entry
 * without them is left out rather than taking the screen down.
 */
export const localSurveyResultSchema = z.object({
  id: z.string(),
  timestamp: z.string(),
  totalScore: score(TOTAL_RANGE),
  subscores: z.object(
    Object.fromEntries(CATEGORIES.map((category) => [category, score(SUBSCORE_RANGE)])) as Record<
      Category,
      ReturnType<typeof score>
    >,
  ),
  averageScore: keptIfValid(z.number()),
  // Grouped by whatever grade and gender an entry holds, so these stay loose strings.
  demographics: keptIfValid(
    z.object({ grade: z.string().optional(), gender: z.string().optional() }).loose(),
  ),
  responses: keptIfValid(z.record(z.string(), z.number())),
  interpretation: keptIfValid(interpretationSchema),
  /** True while the server has not yet acknowledged it (scored in the browser, queued). */
  pending: keptIfValid(z.boolean()),
});

export type LocalSurveyResult = z.output<typeof localSurveyResultSchema>;
