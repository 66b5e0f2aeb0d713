import type { ConsentDecline } from '@prca/core';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/surveys/declines: a student chose not to take part. Only a count is kept (per class
 * when there is one); fire and forget, queued nowhere: a lost decline costs a count, and keeping
 * it in the browser would keep something of a student who asked for nothing to be kept.
 */
export function reportDecline(decline: ConsentDecline): void {
  apiRequest('/api/surveys/declines', { method: 'POST', body: decline }).catch(() => {});
}
