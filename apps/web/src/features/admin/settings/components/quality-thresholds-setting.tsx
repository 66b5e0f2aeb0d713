import { SPEEDING_RULES, type SpeedingRule } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../../components/ui/text-field';
import {
  defaultThreshold,
  thresholdLimits,
  type ThresholdField,
  type ThresholdsDraft,
} from '../quality-threshold-fields';

/**
 * The thresholds of the data-quality flags (issue 17), each with its default. Saving a change
 * recomputes the flags of every stored response in the background; decisions are kept.
 */
export function QualityThresholdsSetting({
  draft,
  problems,
  onChange,
}: {
  draft: ThresholdsDraft;
  problems: readonly ThresholdField[];
  onChange: (draft: ThresholdsDraft) => void;
}) {
  const { t } = useTranslation('settings');
  const field = (name: ThresholdField) => {
    const limits = thresholdLimits(name);
    return (
      <TextField
        key={name}
        type="text"
        inputMode="decimal"
        inputClassName="max-w-40"
        label={t(`quality.field.${name}`)}
        hint={t('quality.default', { value: defaultThreshold(name) })}
        error={
          problems.includes(name)
            ? t('quality.invalid', { min: limits.min, max: limits.max })
            : null
        }
        value={draft[name]}
        onChange={(event) => onChange({ ...draft, [name]: event.target.value })}
      />
    );
  };
  return (
    <fieldset className="space-y-4 border-t border-slate-200 pt-4">
      <legend className="float-left mb-2 w-full text-lg font-semibold text-slate-900">
        {t('quality.heading')}
      </legend>
      <p className="text-sm text-slate-700">{t('quality.intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('longStringMin')}
        {field('inconsistencyGap')}
        {field('inconsistentContextsMin')}
        {field('duplicateWindowHours')}
        <SelectField
          label={t('quality.field.speedingRule')}
          hint={t('quality.default', {
            value: t('quality.rule.perItem'),
          })}
          value={draft.speedingRule}
          onChange={(event) =>
            onChange({ ...draft, speedingRule: event.target.value as SpeedingRule })
          }
        >
          {SPEEDING_RULES.map((rule) => (
            <option key={rule} value={rule}>
              {t(`quality.rule.${rule}`)}
            </option>
          ))}
        </SelectField>
        {draft.speedingRule === 'perItem' ? field('secondsPerItem') : field('waveMedianFraction')}
      </div>
    </fieldset>
  );
}
