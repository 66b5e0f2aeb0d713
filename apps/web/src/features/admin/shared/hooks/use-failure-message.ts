import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../../lib/api-client';

/**
 * The words to show for a failed call: the server's own message (already in the reader's
 * language, since the call said which), else a sentence of ours.
 */
export function useFailureMessage(): (error: unknown) => string {
  const { t } = useTranslation('admin');
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiRequestError) || error.status === 0) return t('errors.network');
      if (error.message.startsWith('HTTP error!') || error.status >= 500) {
        return t('errors.server', { status: error.status });
      }
      return error.message;
    },
    [t],
  );
}

/** The words for a failed call, or null when there is none (a mutation's or a query's error). */
export function useFailureText(error: unknown): string | null {
  const describe = useFailureMessage();
  return error ? describe(error) : null;
}
