import { z } from 'zod';
import { PRCA24_SCORES } from '../statistics/subscales';
import { OWN_CHANGE_KINDS } from './own-change';

const points = z.number().int();

/** One of the two responses compared: its wave's name and when it was given. */
const ownWaveResponseSchema = z.object({
  waveName: z.string(),
  submittedAt: z.iso.datetime({ offset: true }),
});

/**
 * GET /api/surveys/change: a signed-in student's change from their response in the previous
 * wave they answered to their response in the latest (issue 32), for the total and each
 * context; null until they have answered in two waves.
 */
export const ownChangeSchema = z
  .object({
    from: ownWaveResponseSchema,
    to: ownWaveResponseSchema,
    scores: z.array(
      z.object({
        score: z.enum(PRCA24_SCORES),
        before: points,
        after: points,
        /** after − before: negative is less apprehension. */
        change: points,
        kind: z.enum(OWN_CHANGE_KINDS),
        /** The smallest change larger than the measurement error; null while it is not known. */
        reliableFrom: points.min(1).nullable(),
      }),
    ),
  })
  .nullable();

export type OwnChange = z.output<typeof ownChangeSchema>;
