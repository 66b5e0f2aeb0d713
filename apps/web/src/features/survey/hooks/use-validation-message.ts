import { validationMessage } from '@prca/core';
import { useCallback, useState } from 'react';
import { useLanguage } from '../../../i18n/use-language';

/**
 * Holds the key of the current validation message and shows it in the current language, so
 * that switching language also switches a message already on screen.
 */
export function useValidationMessage() {
  const { language } = useLanguage();
  const [key, setKey] = useState<string | null>(null);
  // Stable, so that an effect may clear the message.
  const clear = useCallback(() => setKey(null), []);
  return {
    message: key ? validationMessage(key, language) : null,
    show: setKey,
    clear,
  };
}
