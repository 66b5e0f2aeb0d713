import { useTranslation } from 'react-i18next';
import { contactDetails, usePublicSettings } from '../lib/public-settings';
import { LegalLinks } from './legal-links';
import { LINK } from './ui/link';

/**
 * The footer of the public pages: contact, privacy and terms, the scale's credit. `width` lines
 * it up with the page's own column.
 * Its words sit under `footer` in the `landing` catalogue for now, so a page that shows it must
 * load that namespace too (the legal pages ask for it with their own, to load both at once).
 */
export function SiteFooter({ width = 'max-w-6xl' }: { width?: 'max-w-6xl' | 'max-w-3xl' }) {
  const { t } = useTranslation();
  // The address and note an administrator set, once they arrive; until then the build's.
  const contact = contactDetails(usePublicSettings());
  return (
    <footer className="border-t border-slate-200 bg-slate-100 text-slate-700">
      <div className={`mx-auto grid ${width} gap-8 px-4 py-10 sm:grid-cols-[2fr_1fr]`}>
        <div>
          <h2 className="font-semibold text-slate-900">{t('footer.contactTitle')}</h2>
          {contact.email ? (
            <p className="mt-2">
              {t('footer.contactEmail')}{' '}
              <a href={`mailto:${contact.email}`} className={`${LINK} break-all`}>
                {contact.email}
              </a>
            </p>
          ) : (
            <p className="mt-2">{t('footer.contactSchool')}</p>
          )}
          {contact.note && <p className="mt-2 whitespace-pre-line">{contact.note}</p>}
        </div>
        <LegalLinks listClassName="sm:flex-col" />
      </div>
      <div className="border-t border-slate-200">
        <div className={`mx-auto ${width} space-y-1 px-4 py-5 text-sm`}>
          <p>{t('footer.credit')}</p>
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
