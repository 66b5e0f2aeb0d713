import type { Translated } from '@prca/core';
import { useTranslation } from 'react-i18next';
import type { Language } from './index';

/** The current language, and a picker for the `{ en, vi }` texts that packages/core carries. */
export function useLanguage(): { language: Language; pick: (text: Translated) => string } {
  const { i18n } = useTranslation();
  const language: Language = i18n.resolvedLanguage === 'vi' ? 'vi' : 'en';
  return { language, pick: (text) => text[language] };
}
