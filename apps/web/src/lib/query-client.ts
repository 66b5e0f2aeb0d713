import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * The cache of what a screen loaded from the server (TanStack Query). Imported only by the
 * screens that load data, never by `/`: React Query would not fit in the landing page's budget
 * (docs/architecture.md, "Budget for /").
 *
 * Defaults as the screens had them before: a failure shows at once with its own retry button
 * (no silent retries), and nothing reloads because the window regained focus or the network
 * came back: a screen's data loads when it opens (SPEC.md: analytics tabs load once and are kept).
 */
export function createQueryClient({
  onError,
}: {
  /** Sees every failed query and mutation, e.g. to end a session the server no longer knows. */
  onError?: (error: unknown) => void;
} = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache(onError ? { onError } : {}),
    mutationCache: new MutationCache(onError ? { onError } : {}),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}
