import i18n from 'i18next';

export const LANGUAGES = ['vi', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The current language, narrowed to ours. Apart from index.ts, which sets i18next up, so
 * that code outside the screens (the API calls, their tests) can ask without doing that.
 */
export function currentLanguage(): Language {
  return i18n.resolvedLanguage === 'vi' ? 'vi' : 'en';
}
