import { API_BASE_URL } from './env';

/** Worth trying again later: no answer (0), a server fault, or "slow down". */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status >= 500 || status === 408 || status === 429;
}

/** A failed API call: `status` is 0 when the server could not be reached at all. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }

  get isRetryable(): boolean {
    return isRetryableStatus(this.status);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  token?: string | null;
  /** The reader's language, so that the server's messages come back in it. */
  locale?: string;
  /** A guest's key, for their own response (header X-Guest-Key). */
  guestKey?: string | undefined;
  signal?: AbortSignal;
}

/**
 * Calls the API and returns `data` of its `{ success, data, message }` envelope. Errors carry
 * the server's message, else 'HTTP error! status: N'; an unreadable answer is 'Network error'
 * (SPEC.md section 8).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.locale) headers['accept-language'] = options.locale;
  if (options.guestKey) headers['x-guest-key'] = options.guestKey;

  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${path}`, {
      method: options.method ?? 'GET',
      headers,
      credentials: 'include',
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch {
    throw new ApiRequestError('Network error', 0);
  }

  let payload: { success?: boolean; data?: T; message?: string };
  try {
    payload = await response.json();
  } catch {
    throw new ApiRequestError(
      response.ok ? 'Network error' : `HTTP error! status: ${response.status}`,
      response.ok ? 0 : response.status,
    );
  }
  if (!response.ok || payload.success === false) {
    throw new ApiRequestError(
      payload.message ?? `HTTP error! status: ${response.status}`,
      response.status,
    );
  }
  return payload.data as T;
}
