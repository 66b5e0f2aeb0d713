import { z } from 'zod';

/** GET /api/health when the database answers (a 503 in the error shape when it does not). */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['embedded', 'postgresql']),
});

export type Health = z.output<typeof healthSchema>;
