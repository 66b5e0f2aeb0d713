import { useTranslation } from 'react-i18next';
import {
  BENEFIT_KEYS,
  CAUSE_KEYS,
  CONTEXT_KEYS,
  SOLUTION_KEYS,
  STEP_KEYS,
} from '../landing-content';
import { CONTEXT_ICONS, CheckIcon } from './landing-icons';
import { CARD_GRID, Card, Section } from './landing-ui';

/** What communication apprehension is, in McCroskey's words and in a student's. */
export function About() {
  const { t } = useTranslation('landing');
  return (
    <Section id="about" title={t('about.title')}>
      <div className="mt-6 max-w-3xl space-y-5 text-lg text-slate-700">
        <p>{t('about.quoteIntro')}</p>
        <figure className="border-l-4 border-blue-700 pl-5">
          <blockquote className="text-xl text-slate-900 italic">{t('about.quote')}</blockquote>
          <figcaption className="mt-2 text-base text-slate-700">
            — {t('about.quoteSource')}
          </figcaption>
        </figure>
        <p>{t('about.plain')}</p>
        <p>{t('about.normal')}</p>
        <p>{t('about.scale')}</p>
      </div>
    </Section>
  );
}

/** The four contexts that the PRCA-24 scores separately. */
export function Concepts() {
  const { t } = useTranslation('landing');
  return (
    <Section id="concepts" title={t('concepts.title')} intro={t('concepts.intro')} muted>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {CONTEXT_KEYS.map((key) => (
          <Card
            key={key}
            title={t(`concepts.items.${key}.title`)}
            body={t(`concepts.items.${key}.body`)}
          >
            <div className="mb-3 flex items-center justify-between gap-3">
              <span className="rounded-lg bg-blue-100 p-2 text-blue-700">{CONTEXT_ICONS[key]}</span>
              <span className="text-sm font-medium text-slate-700">
                {t(`concepts.items.${key}.range`)}
              </span>
            </div>
          </Card>
        ))}
      </ul>
    </Section>
  );
}

export function Causes() {
  const { t } = useTranslation('landing');
  return (
    <Section id="causes" title={t('causes.title')} intro={t('causes.intro')}>
      <ul className={CARD_GRID}>
        {CAUSE_KEYS.map((key) => (
          <Card
            key={key}
            title={t(`causes.items.${key}.title`)}
            body={t(`causes.items.${key}.body`)}
          />
        ))}
      </ul>
    </Section>
  );
}

export function Solutions() {
  const { t } = useTranslation('landing');
  return (
    <Section id="solutions" title={t('solutions.title')} intro={t('solutions.intro')} muted>
      <ul className={CARD_GRID}>
        {SOLUTION_KEYS.map((key) => (
          <Card
            key={key}
            title={t(`solutions.items.${key}.title`)}
            body={t(`solutions.items.${key}.body`)}
          >
            <span className="mb-3 inline-block text-blue-700">
              <CheckIcon />
            </span>
          </Card>
        ))}
      </ul>
    </Section>
  );
}

export function Benefits() {
  const { t } = useTranslation('landing');
  return (
    <Section id="benefits" title={t('benefits.title')}>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {BENEFIT_KEYS.map((key) => (
          <Card
            key={key}
            title={t(`benefits.items.${key}.title`)}
            body={t(`benefits.items.${key}.body`)}
          />
        ))}
      </ul>
    </Section>
  );
}

/** The three steps, numbered by the list itself; the big digits are only decoration. */
export function HowItWorks() {
  const { t } = useTranslation('landing');
  return (
    <Section id="how-it-works" title={t('howItWorks.title')} muted>
      <ol className="mt-8 grid gap-6 lg:grid-cols-3">
        {STEP_KEYS.map((key, index) => (
          <li key={key} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-blue-700 text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="text-lg font-semibold text-slate-900">
                {t(`howItWorks.steps.${key}.title`)}
              </h3>
              <p className="mt-1 text-slate-700">{t(`howItWorks.steps.${key}.body`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
