import { CATEGORIES, type ReliabilityWithOmegaAnalytics as ReliabilityAnalytics } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { CARD } from '../../../../../components/ui/card';
import { useLanguage } from '../../../../../i18n/use-language';
import { useFormat } from '../../../../../lib/format';
import { LevelBadge } from '../reliability-badge';
import { GroupAlphas } from './group-alphas';
import { ItemAnalysisTable } from './item-analysis-table';
import { MethodWarnings } from '../../../shared/components/method-warnings';
import { OmegaNote, ScaleOmega } from './omega-figures';
import { ReliabilitySection } from './reliability-section';

export function ReliabilityReport({ data }: { data: ReliabilityAnalytics }) {
  return (
    <div className="space-y-8">
      <OverallAlpha data={data} />
      <MethodWarnings warnings={data.warnings} />
      <Interpretation data={data} />
      <CategoryAlphas data={data} />
      <GroupAlphas data={data} />
      <ItemAnalysisTable items={data.itemAnalysis} />
    </div>
  );
}

function OverallAlpha({ data }: { data: ReliabilityAnalytics }) {
  const { t } = useTranslation('analytics');
  const format = useFormat({ notAvailable: t('notAvailable') });
  const { overall } = data;
  const interval = overall.confidenceInterval;
  return (
    <ReliabilitySection id="overall-alpha" title={t('reliability.overall')} className={CARD}>
      <p className="mt-2 flex flex-wrap items-center gap-3">
        <span
          className="text-4xl font-bold text-slate-900 tabular-nums"
          data-testid="overall-alpha"
        >
          {format.decimal(overall.alpha, 3)}
        </span>
        <LevelBadge level={overall.reliability} />
      </p>
      {overall.alpha === null && overall.reason && (
        <p className="mt-1 text-sm text-slate-700">{t(`reasons.${overall.reason}`)}</p>
      )}
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm text-slate-800 sm:grid-cols-3">
        {interval && (
          <div>
            <dt className="font-medium text-slate-700">
              {t('reliability.confidenceInterval', { level: Math.round(interval.level * 100) })}
            </dt>
            <dd className="tabular-nums">
              {format.decimal(interval.lower, 3)} – {format.decimal(interval.upper, 3)}
            </dd>
          </div>
        )}
        <div>
          <dt className="font-medium text-slate-700">{t('reliability.items')}</dt>
          <dd className="tabular-nums">{format.integer(overall.itemCount)}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-700">{t('reliability.sampleSize')}</dt>
          <dd className="tabular-nums">{format.integer(overall.sampleSize)}</dd>
        </div>
        <ScaleOmega figures={overall} />
      </dl>
      <OmegaNote />
    </ReliabilitySection>
  );
}

function Interpretation({ data }: { data: ReliabilityAnalytics }) {
  const { t } = useTranslation('analytics');
  const { pick } = useLanguage();
  const { interpretation } = data;
  return (
    <ReliabilitySection
      id="interpretation"
      title={t('reliability.interpretation')}
      className={`space-y-2 ${CARD}`}
    >
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-700">{t('reliability.level')}:</span>
        <LevelBadge level={interpretation.level} />
      </p>
      <p className="text-slate-800">{pick(interpretation.description)}</p>
      <p className="text-slate-800">
        <span className="font-medium">{t('reliability.recommendation')}: </span>
        {pick(interpretation.recommendation)}
      </p>
    </ReliabilitySection>
  );
}

function CategoryAlphas({ data }: { data: ReliabilityAnalytics }) {
  const { t } = useTranslation('analytics');
  const format = useFormat({ notAvailable: t('notAvailable') });
  return (
    <ReliabilitySection id="by-category" title={t('reliability.byCategory')}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {CATEGORIES.map((category) => {
          const figures = data.byCategory[category];
          return (
            <li key={category} className={CARD}>
              <h3 className="font-semibold text-slate-800">{t(`categories.${category}`)}</h3>
              <p className="mt-1 flex flex-wrap items-center gap-3">
                <span className="text-2xl font-bold tabular-nums">
                  {format.decimal(figures.alpha, 3)}
                </span>
                <LevelBadge level={figures.reliability} />
              </p>
              <p className="text-sm text-slate-700">
                {t('reliability.itemCount', { items: figures.itemCount })}
                {figures.alpha === null && figures.reason && ` — ${t(`reasons.${figures.reason}`)}`}
              </p>
              <dl className="mt-2 grid grid-cols-2 gap-x-4 text-sm text-slate-800">
                <ScaleOmega figures={figures} />
              </dl>
            </li>
          );
        })}
      </ul>
    </ReliabilitySection>
  );
}
