import { normaliseClassCode, type PublicClass } from '@prca/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentLanguage } from '../../../i18n/current-language';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
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

/** The lookup could not reach the server (offline, or the server away): worth asking again. */
export function isUnreachable(error: unknown): boolean {
  return error !== null && !(error instanceof ApiRequestError && !error.isRetryable);
}

const RECHECK_EVERY_MS = 10_000;

/**
 * The class of a code, or nothing while no code is given. A refusal is final; a lookup that
 * could not reach the server is asked again as soon as the browser is back online, and every
 * 10 seconds meanwhile (a server that is away while the connection is up), so that a class link
 * opened during a blip confirms its class by itself (issue 27).
 */
export function useClassLookup(code: string | null) {
  const query = useQuery(
    queryOptions({
      queryKey: ['class', code, currentLanguage()],
      queryFn: ({ signal }) => getClass(code ?? '', signal),
      enabled: code !== null,
      retry: false,
      // Fails at once while offline (rather than waiting paused), so the screen can say why.
      networkMode: 'always',
      refetchInterval: (current) =>
        current.state.error && isUnreachable(current.state.error) ? RECHECK_EVERY_MS : false,
      // A class can be closed at any time: the answer is asked for again each time.
      staleTime: 0,
      gcTime: 0,
    }),
  );
  const unreachable = query.error !== null && isUnreachable(query.error);
  const { refetch } = query;
  useEffect(() => {
    if (!unreachable) return;
    const onOnline = () => void refetch();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [unreachable, refetch]);
  return { ...query, unreachable };
}
