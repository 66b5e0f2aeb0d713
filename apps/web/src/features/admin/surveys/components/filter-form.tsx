import {
  QUALITY_DECISIONS,
  QUALITY_FLAG_KINDS,
  TOTAL_LEVEL_LABELS,
  type QualityDecision,
  type QualityFlagKind,
} from '@prca/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { CARD } from '../../../../components/ui/card';
import { ChoiceList } from '../../../../components/ui/choice-list';
import { SelectField } from '../../../../components/ui/text-field';
import { useLanguage } from '../../../../i18n/use-language';
import { INTERPRETATIONS, type Interpretation, type ListFilters } from '../survey-filters';

/**
 * What only the responses list filters by (the filter bar above holds the rest): the reading
 * of the total, the flags raised and a researcher's decision (so that a decision can be found
 * again, and the flagged responses still waiting for one). They apply when the form is submitted, and live in the
 * address with the others.
 */
export function FilterForm({
  filters,
  onApply,
}: {
  filters: ListFilters;
  onApply: (filters: ListFilters) => void;
}) {
  const { t } = useTranslation(['admin', 'quality']);
  const { pick } = useLanguage();
  const headingId = useId();
  const [draft, setDraft] = useState<ListFilters>(filters);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };

  return (
    <section aria-labelledby={headingId} className={CARD}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('surveys.filters.heading')}
      </h2>
      <form
        onSubmit={submit}
        noValidate
        className="mt-3 grid gap-x-4 gap-y-3 sm:grid-cols-2 lg:grid-cols-4"
      >
        <SelectField
          label={t('surveys.filters.interpretation')}
          value={draft.interpretation ?? ''}
          onChange={(event) => {
            const value = event.target.value as Interpretation | '';
            setDraft(({ interpretation: _, ...rest }) =>
              value ? { ...rest, interpretation: value } : rest,
            );
          }}
        >
          <option value="">{t('surveys.filters.any')}</option>
          {INTERPRETATIONS.map((option) => (
            <option key={option} value={option}>
              {pick(TOTAL_LEVEL_LABELS[option])}
            </option>
          ))}
        </SelectField>
        <ChoiceList
          label={t('surveys.filters.flags')}
          allLabel={t('surveys.filters.anyFlag')}
          choices={QUALITY_FLAG_KINDS.map((kind) => ({
            value: kind,
            label: t(`quality:kind.${kind}`),
          }))}
          selected={draft.flag ?? []}
          onChange={(selected) =>
            setDraft(({ flag: _, ...rest }) =>
              selected.length > 0 ? { ...rest, flag: selected as QualityFlagKind[] } : rest,
            )
          }
        />
        <ChoiceList
          label={t('surveys.filters.decision')}
          allLabel={t('surveys.filters.anyDecision')}
          choices={QUALITY_DECISIONS.map((decision) => ({
            value: decision,
            label: t(`surveys.filters.decisions.${decision}`),
          }))}
          selected={draft.decision ?? []}
          onChange={(selected) =>
            setDraft(({ decision: _, ...rest }) =>
              selected.length > 0 ? { ...rest, decision: selected as QualityDecision[] } : rest,
            )
          }
        />
        <div className="flex flex-wrap items-start gap-3 pt-7">
          <Button type="submit">{t('surveys.filters.apply')}</Button>
        </div>
      </form>
    </section>
  );
}
