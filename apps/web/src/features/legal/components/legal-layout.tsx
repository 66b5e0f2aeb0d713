import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { SiteFooter } from '../../../components/site-footer';
import { BrandLink, LINK, SkipLink } from '../../../components/ui/link';
import { contactDetails, usePublicSettings } from '../../../lib/public-settings';
import type { RespondentIdentity } from '@prca/core';
import { holdsIn, keyOf, type LegalSectionContent } from '../legal-content';

/**
 * The catalogues these pages need, asked for together so that they load at once: the footer's
 * words are in `landing`.
 */
export const LEGAL_NAMESPACES = ['legal', 'common'] as const;

/** Header with the way home, one `<h1>`, the page's content and the shared footer. */
export function LegalLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation(LEGAL_NAMESPACES);
  // The router keeps the previous page's scroll position; a footer link would open mid-page.
  useEffect(() => window.scrollTo(0, 0), []);
  return (
    <div className="flex min-h-screen flex-col">
      <title>{`${title} — ${t('common:appName')}`}</title>
      <SkipLink>{t('common:skipLink')}</SkipLink>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-3">
          <BrandLink to="/" name={t('common:appName')} destination={t('common:nav.home')} />
          <LanguageSwitcher />
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto outline-none w-full max-w-3xl flex-1 px-4 py-10 text-slate-700 sm:py-14"
      >
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
        {children}
      </main>
      <SiteFooter width="max-w-3xl" />
    </div>
  );
}

/** How to reach the research team: the address when there is one, else through the school. */
function ContactLine() {
  const { t } = useTranslation(LEGAL_NAMESPACES);
  const { email, note } = contactDetails(usePublicSettings());
  return (
    <>
      {email ? (
        <p className="mt-3">
          {t('contact.email')}{' '}
          <a href={`mailto:${email}`} className={`${LINK} break-all`}>
            {email}
          </a>
        </p>
      ) : (
        <p className="mt-3">{t('contact.school')}</p>
      )}
      {note && <p className="mt-3 whitespace-pre-line">{note}</p>}
    </>
  );
}

/** A page's sections, each with its `<h2>`, paragraphs and list, from the `legal` catalogue. */
export function LegalSections({
  page,
  sections,
  values = {},
  mode = null,
}: {
  page: 'privacy' | 'terms';
  sections: readonly LegalSectionContent[];
  /** Placeholders of the texts, such as the retention `period`. */
  values?: Record<string, string>;
  /** The identity mode in force: texts that hold only in other modes are left out. */
  mode?: RespondentIdentity | null;
}) {
  const { t } = useTranslation(LEGAL_NAMESPACES);
  return sections.map((section) => {
    const { key, extra } = section;
    const shown = (texts: LegalSectionContent['list'] = []) =>
      texts.filter((text) => holdsIn(text, mode)).map(keyOf);
    const [paragraphs, list, after] = [
      shown(section.paragraphs),
      shown(section.list),
      shown(section.after),
    ];
    const headingId = `${page}-${key}`;
    const text = (suffix: string) => t(`${page}.${key}.${suffix}`, values);
    return (
      <section key={key} aria-labelledby={headingId} className="mt-10">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900 sm:text-2xl">
          {text('title')}
        </h2>
        {paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-3">
            {text(paragraph)}
          </p>
        ))}
        {list.length > 0 && (
          <ul className="mt-3 list-disc space-y-2 pl-6 marker:text-slate-500">
            {list.map((item) => (
              <li key={item}>{text(`list.${item}`)}</li>
            ))}
          </ul>
        )}
        {after.map((paragraph) => (
          <p key={paragraph} className="mt-3">
            {text(paragraph)}
          </p>
        ))}
        {extra === 'contact' && <ContactLine />}
        {extra === 'privacyLink' && (
          <p className="mt-3">
            <Link to="/privacy" className={LINK}>
              {t('privacy.title')}
            </Link>
          </p>
        )}
      </section>
    );
  });
}
