import { normaliseClassCode, type PublicClass } from '@prca/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLanguage } from '../../../i18n/current-language';
import { apiRequest } from '../../../lib/api-client';
import { loadSchemas } from '../../../lib/load-schemas';

/**
 * GET /api/classes/{code}: the school and class a code opens, and whether it is open. An
 * unknown code is refused (404) with a message in the reader's language.
 */
export async function getClass(code: string, signal?: AbortSignal): Promise<PublicClass> {
  const data = await apiRequest(`/api/classes/${encodeURIComponent(normaliseClassCode(code))}`, {
    locale: currentLanguage(),
    ...(signal ? { signal } : {}),
  });
  return (await loadSchemas()).publicClassSchema.parse(data);
}

/** The class of a code, or nothing while no code is given; a refusal is not retried. */
export function useClassLookup(code: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ['class', code, currentLanguage()],
      queryFn: ({ signal }) => getClass(code ?? '', signal),
      enabled: code !== null,
      retry: false,
      // A class can be closed at any time: the answer is asked for again each time.
      staleTime: 0,
      gcTime: 0,
    }),
  );
}
