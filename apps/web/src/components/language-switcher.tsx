import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../i18n/current-language';

const NAMES = { vi: 'Tiếng Việt', en: 'English' } as const;

/** Two buttons, one per language; the choice is stored by the i18n detector's caches. */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage;
  return (
    <div role="group" aria-label={t('language.label')} className={`flex gap-1 ${className}`}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={current === language}
          onClick={() => {
            i18n.changeLanguage(language).catch((error: unknown) => {
              console.error('Language change failed', error);
            });
          }}
          className={`rounded-md px-2.5 py-1 text-sm font-medium ${
            current === language ? 'bg-blue-700 text-white' : 'text-slate-700 hover:bg-slate-100'
          }`}
        >
          {NAMES[language]}
        </button>
      ))}
    </div>
  );
}
