import { z } from 'zod';

/** The error shape of every API failure (DESIGN.md "Errors"). */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  field: z.string().optional(),
});

/** Wraps a payload in the `{ success, data }` envelope of SPEC.md section 7. */
export function successResponse<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** The whole answer of a call that has nothing to return (the logouts). */
export const successOnlyResponseSchema = z.object({ success: z.literal(true) });

/** What a DELETE of one record answers: the id that is gone. */
export const deletedRecordSchema = z.object({ id: z.uuid() });

export type ErrorResponse = z.output<typeof errorResponseSchema>;
