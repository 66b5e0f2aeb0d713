import { z } from 'zod';

/*
 * The thresholds that decide the data-quality flags (issue 17). They are settings a superadmin
 * may change; changing them recomputes the flags of stored responses. The defaults and their
 * sources are explained in docs/architecture.md ("Data-quality flags").
 */

/** How "too fast" is judged: a fixed time per item, or a share of the wave's median time. */
export const SPEEDING_RULES = ['perItem', 'waveMedian'] as const;
export type SpeedingRule = (typeof SPEEDING_RULES)[number];

export const qualityThresholdsSchema = z
  .object({
    /** Longest run of identical answers (long-string) at or above which a response is flagged. */
    longStringMin: z.int().min(2).max(24),
    /** Gap, in answer points, between a context's plus and minus items' mean oriented scores. */
    inconsistencyGap: z.number().min(0.5).max(4),
    /** How many of the four contexts must reach that gap. */
    inconsistentContextsMin: z.int().min(1).max(4),
    speedingRule: z.enum(SPEEDING_RULES),
    /** perItem: flagged under this many seconds per item (24 items). */
    secondsPerItem: z.number().min(0.5).max(30),
    /** waveMedian: flagged under this fraction of the median completion time of the wave. */
    waveMedianFraction: z.number().gt(0).max(1),
    /** The same e-mail or account sending the same 24 answers again within this many hours. */
    duplicateWindowHours: z
      .int()
      .min(1)
      .max(24 * 30),
  })
  .strict();

export type QualityThresholds = z.output<typeof qualityThresholdsSchema>;

export const DEFAULT_QUALITY_THRESHOLDS: QualityThresholds = {
  longStringMin: 12,
  inconsistencyGap: 2,
  inconsistentContextsMin: 2,
  speedingRule: 'perItem',
  secondsPerItem: 2,
  waveMedianFraction: 1 / 3,
  duplicateWindowHours: 24,
};
