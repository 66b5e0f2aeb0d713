import { z } from 'zod';
import { CATEGORIES } from '../instrument/categories';
import { emailSchema } from '../schemas/submission';
import { TOTAL_LEVELS } from '../scoring/interpret';

const totalLevel = z.enum(TOTAL_LEVELS);
const group = z.object({ key: z.string(), count: z.number().int(), averageTotal: z.number() });

/** GET /api/analytics/user and /summary: the Results tab's figures, or null with no results. */
export const resultsSummarySchema = z
  .object({
    count: z.number().int(),
    completionRate: z.number(),
    averageTotal: z.number(),
    averageTotalLevel: totalLevel,
    averageSubscores: z.object(
      Object.fromEntries(
        CATEGORIES.map((category) => [
          category,
          z.object({ average: z.number(), level: totalLevel }),
        ]),
      ) as Record<
        (typeof CATEGORIES)[number],
        z.ZodObject<{ average: z.ZodNumber; level: typeof totalLevel }>
      >,
    ),
    distribution: z.array(
      z.object({ level: totalLevel, count: z.number().int(), percentage: z.number() }),
    ),
    byGrade: z.array(group),
    byGender: z.array(group),
  })
  .nullable();

/** GET /api/analytics/summary?email: a guest's address (a signed-in respondent needs none). */
export const resultsSummaryQuerySchema = z.object({ email: emailSchema.optional() });
