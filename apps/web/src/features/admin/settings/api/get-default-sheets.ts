import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DefaultSheets } from '../settings-rules';

/** Core's default information sheets, in a chunk of their own (settings-rules.ts says why). */
export function defaultSheetsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'default-sheets'],
    queryFn: async (): Promise<DefaultSheets> =>
      (await import('../default-sheets')).DEFAULT_CONSENT_SHEETS,
    // They are part of the build: loaded once, never stale.
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useDefaultSheets() {
  return useQuery(defaultSheetsQueryOptions());
}
