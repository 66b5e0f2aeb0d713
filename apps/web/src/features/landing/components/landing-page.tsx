import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteFooter } from '../../../components/site-footer';
import { SkipLink } from '../../../components/ui/link';
import { LandingHeader } from './landing-header';
import { FinalCallToAction, Hero } from './landing-hero';
import { About, Benefits, Causes, Concepts, HowItWorks, Solutions } from './landing-sections';

/**
 * The page arrives after its code and texts have loaded, too late for the browser to have
 * scrolled to an address's #section, and the router keeps the previous page's scroll position.
 */
function useScrollOnArrival() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, []);
}

/** The public landing page (SPEC.md sections 1 and 2). */
export function LandingPage() {
  const { t } = useTranslation('landing');
  useScrollOnArrival();
  return (
    <>
      <title>{t('pageTitle')}</title>
      <SkipLink>{t('common:skipLink')}</SkipLink>
      <LandingHeader />
      {/* A skip link's target: focusable, but it needs no outline of its own. A class, not a
          style attribute: this page is prerendered, and the CSP blocks inline style attributes. */}
      <main id="main" tabIndex={-1} className="outline-none">
        <Hero />
        <About />
        <Concepts />
        <Causes />
        <Solutions />
        <Benefits />
        <HowItWorks />
        <FinalCallToAction />
      </main>
      <SiteFooter />
    </>
  );
}
