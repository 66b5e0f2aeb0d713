import {
  OTHER_CAUSE_THEME_LABELS,
  THEME_EXAMPLE_COUNT,
  TOP_PHRASE_COUNT,
  TOP_WORD_COUNT,
  type OtherCausesAnalytics,
} from '@prca/core';
import { useState } from 'react';
import { SECONDARY_BUTTON, CARD } from '../../components/styles';
import { useLanguage } from '../../../../i18n/use-language';
import { BarChart } from '../components/bar-chart';
import { DataTable, Section } from '../components/data-table';
import { StatCard, StatGrid } from '../components/stat-card';
import { useTabTexts } from './labels';
import { TabContent } from './tab-state';

/** SPEC.md section 2, "Other causes": what students wrote when they chose "other". */
export function OtherCausesTab() {
  return (
    <TabContent endpoint="other-causes" isEmpty={() => false}>
      {(data) => (
        <>
          <OtherCausesSummary data={data} />
          <OtherCausesBreakdowns data={data} />
          <OtherCausesThemes data={data} />
          <OtherCausesWords data={data} />
          <OtherCausesResponses data={data} />
        </>
      )}
    </TabContent>
  );
}

type Props = { data: OtherCausesAnalytics };

function Empty({ children }: { children: string }) {
  return <p className={`${CARD} text-slate-700`}>{children}</p>;
}

function OtherCausesSummary({ data }: Props) {
  const { t, format } = useTabTexts();
  return (
    <>
      <StatGrid>
        <StatCard label={t('othercauses.total')} value={format.integer(data.totalResponses)} />
        <StatCard label={t('othercauses.themeCount')} value={format.integer(data.themes.length)} />
        <StatCard
          label={t('othercauses.averageLength')}
          value={format.decimal(data.textAnalysis.averageLength, 1)}
        />
      </StatGrid>
      {data.analysedResponses < data.totalResponses && (
        <p className="text-sm text-slate-700">
          {t('othercauses.analysedNote', {
            analysed: format.integer(data.analysedResponses),
            total: format.integer(data.totalResponses),
          })}
        </p>
      )}
    </>
  );
}

function OtherCausesBreakdowns({ data }: Props) {
  const { t, format, option } = useTabTexts();
  const { ageGroup, gender } = data.responsesByDemographics;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <DataTable
        caption={t('othercauses.byAgeGroup')}
        headers={[t('table.grade'), t('table.ageRange'), t('table.count'), t('table.percentage')]}
        numeric={[2, 3]}
        rows={ageGroup.map((row) => [
          option('grade', row.value),
          row.ageRange,
          format.integer(row.count),
          format.percent(row.percentage),
        ])}
      />
      <DataTable
        caption={t('othercauses.byGender')}
        headers={[t('table.gender'), t('table.count'), t('table.percentage')]}
        numeric={[1, 2]}
        rows={gender.map((row) => [
          option('gender', row.value),
          format.integer(row.count),
          format.percent(row.percentage),
        ])}
      />
    </div>
  );
}

function OtherCausesThemes({ data }: Props) {
  const { t, format } = useTabTexts();
  const { pick } = useLanguage();
  return (
    <Section title={t('othercauses.themes')}>
      {data.themes.length === 0 ? (
        <Empty>{t('othercauses.noThemes')}</Empty>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {data.themes.map((theme) => (
            <li key={theme.theme} className={CARD}>
              <h4 className="font-semibold text-slate-900">
                {pick(OTHER_CAUSE_THEME_LABELS[theme.theme])}
              </h4>
              <p className="mt-1 text-sm text-slate-700 tabular-nums">
                {t('othercauses.themeShare', {
                  responses: format.integer(theme.count),
                  percent: format.percent(theme.percentage),
                })}
              </p>
              {theme.examples.length > 0 && (
                <>
                  <p className="mt-3 text-sm font-medium text-slate-800">
                    {t('othercauses.examples')}
                  </p>
                  <ul className="mt-1 space-y-1 text-sm text-slate-700">
                    {theme.examples.slice(0, THEME_EXAMPLE_COUNT).map((example, index) => (
                      <li key={index} className="border-l-2 border-slate-300 pl-2 italic">
                        {example}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {data.analysedResponses > 0 && (
        <p className="text-sm text-slate-700">
          {t('othercauses.unthemed', { responses: format.integer(data.unthemedResponses) })}
        </p>
      )}
    </Section>
  );
}

function OtherCausesWords({ data }: Props) {
  const { t, format } = useTabTexts();
  const characters = (value: number) =>
    t('othercauses.characters', { value: format.decimal(value, 1) });
  const words = data.wordFrequency.slice(0, TOP_WORD_COUNT);
  const phrases = data.textAnalysis.commonPhrases.slice(0, TOP_PHRASE_COUNT);
  return (
    <>
      <Section title={t('othercauses.topWords')}>
        {words.length === 0 ? (
          <Empty>{t('othercauses.noWords')}</Empty>
        ) : (
          <div className={CARD}>
            <BarChart
              title={t('othercauses.topWords')}
              bars={words.map((row) => ({
                label: row.word,
                value: row.count,
                display: format.integer(row.count),
              }))}
            />
          </div>
        )}
      </Section>
      <Section title={t('othercauses.textAnalysis')}>
        <StatGrid>
          <StatCard
            label={t('othercauses.averageLengthShort')}
            value={characters(data.textAnalysis.averageLength)}
          />
          <StatCard
            label={t('othercauses.medianLength')}
            value={characters(data.textAnalysis.medianLength)}
          />
        </StatGrid>
        {phrases.length === 0 ? (
          <Empty>{t('othercauses.noPhrases')}</Empty>
        ) : (
          <DataTable
            caption={t('othercauses.phrases')}
            headers={[t('othercauses.phrase'), t('table.count')]}
            numeric={[1]}
            rows={phrases.map((row) => [row.phrase, format.integer(row.count)])}
          />
        )}
      </Section>
    </>
  );
}

/*
 * The reply holds up to a thousand texts; laying out all of them at once takes seconds on a
 * school laptop or phone, so they are shown a page at a time.
 */
const RESPONSES_PER_PAGE = 50;

function OtherCausesResponses({ data }: Props) {
  const { t, format, option } = useTabTexts();
  const [shownCount, setShownCount] = useState(RESPONSES_PER_PAGE);
  const responses = data.allResponses.slice(0, shownCount);
  const hidden = data.allResponses.length - responses.length;
  return (
    <Section title={t('othercauses.responses')}>
      {responses.length === 0 ? (
        <Empty>{t('othercauses.noResponses')}</Empty>
      ) : (
        <>
          <p className="text-sm text-slate-700" data-testid="other-causes-showing">
            {t('othercauses.showing', {
              shown: format.integer(responses.length),
              total: format.integer(data.totalResponses),
            })}
          </p>
          <ul className="space-y-3">
            {responses.map((response) => (
              <li key={response.id} className={CARD}>
                <p className="whitespace-pre-line text-slate-900">{response.text}</p>
                <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
                  {(
                    [
                      [t('othercauses.fields.date'), response.formattedDate],
                      [t('table.gender'), option('gender', response.gender)],
                      [t('table.grade'), option('grade', response.grade)],
                      [t('othercauses.fields.score'), format.integer(response.score)],
                      [
                        t('othercauses.fields.length'),
                        t('othercauses.characters', { value: format.integer(response.length) }),
                      ],
                      [t('table.awareness'), option('awareness', response.awareness)],
                      [t('table.impact'), option('impact', response.impact)],
                      [t('othercauses.fields.id'), response.id],
                    ] as const
                  ).map(([term, value]) => (
                    <div key={term} className="min-w-0">
                      <dt className="text-slate-700">{term}</dt>
                      <dd className="font-medium break-words text-slate-900">{value}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          {hidden > 0 && (
            <button
              type="button"
              className={SECONDARY_BUTTON}
              onClick={() => setShownCount((count) => count + RESPONSES_PER_PAGE)}
            >
              {t('othercauses.showMore', {
                number: format.integer(Math.min(hidden, RESPONSES_PER_PAGE)),
              })}
            </button>
          )}
        </>
      )}
    </Section>
  );
}
