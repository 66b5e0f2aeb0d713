import { validationMessage } from '@prca/core';
import type { Language } from '../../../i18n';
import type { LoginFailure } from '../shared/api/admin-auth';

/**
 * What went wrong with the last attempt, kept as a kind rather than as text so that a message
 * already on screen follows a change of language.
 */
export type LoginError = { reason: 'validation'; key: string } | LoginFailure;

export function loginErrorText(error: LoginError, t: (key: string) => string, language: Language) {
  switch (error.reason) {
    case 'validation':
      return validationMessage(error.key, language);
    case 'invalid':
      return t('login.invalid');
    case 'throttled':
      return error.message ?? t('login.throttled');
    case 'failed':
      return t('login.failed');
  }
}
