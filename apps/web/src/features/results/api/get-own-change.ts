import { ownChangeSchema, type OwnChange } from '@prca/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { storedToken } from '../../../lib/user-session';

/**
 * GET /api/surveys/change: the signed-in respondent's change since the previous wave they
 * answered (issue 32), or null before a second wave.
 */
export async function getOwnChange(token: string, signal?: AbortSignal): Promise<OwnChange> {
  const data = await apiRequest('/api/surveys/change', {
    token,
    ...(signal ? { signal } : {}),
  });
  return ownChangeSchema.parse(data);
}

export function ownChangeQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['own-change'],
    queryFn: ({ signal }) => getOwnChange(token ?? '', signal),
    enabled: token !== null,
  });
}

/** The signed-in respondent's own change; nothing is asked for a guest, who has no account. */
export function useOwnChange(signedIn: boolean) {
  return useQuery(ownChangeQueryOptions(signedIn ? storedToken() : null));
}
