import { REPORT_BANDS, TOTAL_INTERPRETATION } from '@prca/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * SPEC.md section 9 has two readings of a total: the individual interpretation (what the
 * student was told) and the report bands (what analytics count). They disagree between 81
 * and 83, so the list says which it shows and lets the researcher switch.
 */
export type LevelReading = 'individual' | 'bands';

const band = (name: 'low' | 'high') => REPORT_BANDS.find((candidate) => candidate.band === name)!;

export function LevelReadingChoice({
  value,
  onChange,
}: {
  value: LevelReading;
  onChange: (reading: LevelReading) => void;
}) {
  const { t } = useTranslation('admin');
  const name = useId();
  const values = {
    high: TOTAL_INTERPRETATION.highAbove,
    low: TOTAL_INTERPRETATION.lowBelow,
    highMin: band('high').min,
    highMax: band('high').max,
    lowMin: band('low').min,
    lowMax: band('low').max,
  };
  return (
    <fieldset className="space-y-1">
      <legend className="font-medium text-slate-900">{t('levelReading.legend')}</legend>
      {(['individual', 'bands'] as const).map((reading) => (
        <label key={reading} className="flex min-h-11 items-center gap-2 text-slate-800">
          <input
            type="radio"
            name={name}
            value={reading}
            checked={value === reading}
            onChange={() => onChange(reading)}
            className="h-5 w-5 shrink-0 accent-blue-700"
          />
          {t(`levelReading.${reading}`, values)}
        </label>
      ))}
    </fieldset>
  );
}
