import { QUALITY_FLAG_KINDS, type OverviewQuality } from '@prca/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format';
import { StatCard, StatGrid } from '../../shared/components/stat-card';

/**
 * How many responses are flagged, by kind (issue 17). A response may carry several flags, so
 * the kinds do not add up to the flagged total; the note says so.
 */
export function FlagCounts({ quality }: { quality: OverviewQuality }) {
  const { t } = useTranslation('quality');
  const format = useFormat();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('dashboard.heading')}
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {t('dashboard.summary', {
          count: quality.byChoice.flagged,
          flagged: format.integer(quality.byChoice.flagged),
          total: format.integer(quality.byChoice.all),
        })}
      </p>
      <div className="mt-3">
        <StatGrid>
          {QUALITY_FLAG_KINDS.map((kind) => (
            <StatCard
              key={kind}
              label={t(`kind.${kind}`)}
              value={format.integer(quality.flaggedByKind[kind])}
              note={t(`kindHint.${kind}`)}
            />
          ))}
        </StatGrid>
      </div>
    </section>
  );
}
