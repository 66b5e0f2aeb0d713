/*
 * core's zod schemas that the public screens check data with. Loaded apart (load-schemas.ts)
 * because zod is about 23 KB of the survey's download and no screen needs it to show itself,
 * only to check what is typed or received (issue 16: at most 160 KB before the first question).
 */
export {
  authStatusSchema,
  demographicsSchema,
  emailSchema,
  linkAnswersSchema,
  partASchema,
  partBSchema,
  publicClassSchema,
  submissionResultSchema,
  userProfileSchema,
} from '@prca/core';
