import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { BrandLink } from '../../../components/ui/link';
import { SECTIONS } from '../landing-content';

const SURVEY_LINK =
  'shrink-0 rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800';

/**
 * Two rows: the name, the language and the survey link; then the in-page links, which scroll
 * sideways on a phone. Below 640 px the survey link moves to the second row so that both fit,
 * and it comes in the same order for the keyboard as on the screen.
 */
export function LandingHeader() {
  const { t } = useTranslation('landing');
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4">
        <div className="flex items-center gap-3 py-3">
          <BrandLink
            to="/"
            name={t('common:appName')}
            destination={t('common:nav.home')}
            className="mr-auto"
          />
          <LanguageSwitcher />
          <Link to="/survey" className={`${SURVEY_LINK} hidden sm:inline-block`}>
            {t('common:nav.takeSurvey')}
          </Link>
        </div>
        <div className="flex items-center gap-2 pb-1.5">
          <nav
            aria-label={t('header.sectionsLabel')}
            className="-ml-4 min-w-0 flex-1 overflow-x-auto [mask-image:linear-gradient(to_right,#000_calc(100%-1.5rem),transparent)]"
          >
            {/* The padding keeps focus outlines inside the scrolling box, which would clip them,
                and the last link clear of the fade that hints at more links to scroll to. */}
            <ul className="flex p-1.5 pr-6">
              {SECTIONS.map(({ id, key }) => (
                <li key={id}>
                  <a
                    href={`#${id}`}
                    className="block whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
                  >
                    {t(`nav.${key}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <Link to="/survey" className={`${SURVEY_LINK} sm:hidden`}>
            {t('common:nav.takeSurvey')}
          </Link>
        </div>
      </div>
    </header>
  );
}
