import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';

/**
 * The server data cache of the respondent's screens, for as long as the screen is open. Given
 * by the routes that need it rather than around the whole app: React Query stays out of what
 * `/` downloads. The admin area keeps its own, tied to the admin session.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => createQueryClient());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
