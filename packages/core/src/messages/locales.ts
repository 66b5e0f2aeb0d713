export const LOCALES = ['en', 'vi'] as const;
export type Locale = (typeof LOCALES)[number];
/** English is the fallback language (SPEC.md section 1). */
export const DEFAULT_LOCALE: Locale = 'en';

export type Translated = Readonly<Record<Locale, string>>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
