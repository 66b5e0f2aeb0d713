import { TOP_PHRASE_COUNT, TOP_WORD_COUNT, type OtherCausesAnalytics } from '@prca/core';
import { BarChart } from '../../../../../../components/ui/bar-chart';
import { CARD } from '../../../../../../components/ui/card';
import { DataTable } from '../../../../../../components/ui/data-table';
import { StatCard, StatGrid } from '../../../../shared/components/stat-card';
import { useTabTexts } from '../../../hooks/use-tab-texts';
import { EmptyNote } from '../../../../shared/components/empty-note';
import { Section } from '../../section';

/** The words and phrases written most, and how long the texts are. */
export function OtherCausesWords({ data }: { data: OtherCausesAnalytics }) {
  const { t, format } = useTabTexts();
  const characters = (value: number) =>
    t('othercauses.characters', { value: format.decimal(value, 1) });
  const words = data.wordFrequency.slice(0, TOP_WORD_COUNT);
  const phrases = data.textAnalysis.commonPhrases.slice(0, TOP_PHRASE_COUNT);
  return (
    <>
      <Section title={t('othercauses.topWords')}>
        {words.length === 0 ? (
          <EmptyNote>{t('othercauses.noWords')}</EmptyNote>
        ) : (
          <div className={CARD}>
            <BarChart
              title={t('othercauses.topWords')}
              titleHidden
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
          <EmptyNote>{t('othercauses.noPhrases')}</EmptyNote>
        ) : (
          <DataTable
            caption={t('othercauses.phrases')}
            columns={[
              { header: t('othercauses.phrase'), cell: (row) => row.phrase },
              { header: t('table.count'), numeric: true, cell: (row) => format.integer(row.count) },
            ]}
            rows={phrases}
          />
        )}
      </Section>
    </>
  );
}
