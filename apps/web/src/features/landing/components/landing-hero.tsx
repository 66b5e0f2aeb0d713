import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { TRUST_KEYS } from '../landing-content';
import { CheckIcon } from './landing-icons';

/** The page's title, what it offers, the call to action and what a student can count on. */
export function Hero() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="hero-title" className="bg-linear-to-b from-blue-50 to-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[3fr_2fr] lg:items-center lg:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase">
            {t('hero.eyebrow')}
          </p>
          <h1
            id="hero-title"
            className="mt-3 text-3xl leading-tight font-bold text-balance text-slate-900 sm:text-4xl lg:text-5xl"
          >
            {t('hero.title')}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-700">{t('hero.lead')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/survey" className={buttonClasses({ size: 'large' })}>
              {t('cta')}
            </Link>
            <a href="#about" className={buttonClasses({ variant: 'secondary', size: 'large' })}>
              {t('hero.more')}
            </a>
          </div>
        </div>
        <ul
          aria-label={t('trust.label')}
          className="grid gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-1"
        >
          {TRUST_KEYS.map((key) => (
            <li key={key} className="flex gap-3">
              <span className="mt-0.5 self-start rounded-full bg-blue-100 p-1 text-blue-700">
                <CheckIcon />
              </span>
              <div>
                <p className="font-semibold text-slate-900">{t(`trust.items.${key}.title`)}</p>
                <p className="text-slate-700">{t(`trust.items.${key}.body`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The closing call to action, with the reminder that a self-assessment is not a diagnosis. */
export function FinalCallToAction() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="final-title" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <div className="rounded-2xl bg-blue-50 px-6 py-10 text-center ring-1 ring-blue-100 sm:px-12">
          <h2 id="final-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('final.title')}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-lg text-slate-700">{t('final.body')}</p>
          <Link to="/survey" className={`${buttonClasses({ size: 'large' })} mt-6`}>
            {t('cta')}
          </Link>
          <p className="mx-auto mt-6 max-w-xl text-sm text-slate-700">{t('final.disclaimer')}</p>
        </div>
      </div>
    </section>
  );
}
