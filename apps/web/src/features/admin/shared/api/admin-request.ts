import { currentLanguage } from '../../../../i18n/current-language';
import { apiRequest, type RequestOptions } from '../../../../lib/api-client';

/**
 * An admin call: the session's bearer token, and the reader's language, so that the server's
 * messages (a refusal's reason) come back in it.
 */
export function adminRequest(
  path: string,
  token: string,
  options: Omit<RequestOptions, 'token' | 'locale'> = {},
): Promise<unknown> {
  return apiRequest(path, { ...options, token, locale: currentLanguage() });
}
