import { TOTAL_LEVEL_LABELS } from '@prca/core';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { CARD } from '../../../../components/ui/card';
import { SelectField, TextField } from '../../../../components/ui/text-field';
import { useLanguage } from '../../../../i18n/use-language';
import {
  CHOICE_FILTERS,
  dateRangeIsReversed,
  type ChoiceFilter,
  type SurveyFilters,
} from '../survey-filters';

/**
 * The list's filters. They apply when the form is submitted, and live in the address, so a
 * filtered list can be bookmarked, shared and returned to with the Back button.
 */
export function FilterForm({
  filters,
  onApply,
}: {
  filters: SurveyFilters;
  onApply: (filters: SurveyFilters) => void;
}) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const [draft, setDraft] = useState<SurveyFilters>(filters);
  const [reversed, setReversed] = useState(false);
  const toField = useRef<HTMLInputElement>(null);
  const set = (key: keyof SurveyFilters, value: string) =>
    setDraft((current) => ({ ...current, [key]: value || undefined }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const isReversed = dateRangeIsReversed(draft);
    setReversed(isReversed);
    if (isReversed) toField.current?.focus();
    else onApply(draft);
  };

  return (
    <section aria-labelledby={headingId} className={CARD}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('surveys.filters.heading')}
      </h2>
      <form
        onSubmit={submit}
        noValidate
        className="mt-4 grid gap-x-4 gap-y-3 sm:grid-cols-2 lg:grid-cols-4"
      >
        <TextField
          type="date"
          label={t('surveys.filters.from')}
          value={draft.from ?? ''}
          onChange={(event) => set('from', event.target.value)}
        />
        <TextField
          ref={toField}
          type="date"
          label={t('surveys.filters.to')}
          value={draft.to ?? ''}
          error={reversed ? t('surveys.filters.reversed') : null}
          onChange={(event) => set('to', event.target.value)}
        />
        {(Object.keys(CHOICE_FILTERS) as ChoiceFilter[]).map((key) => (
          <ChoiceField
            key={key}
            name={key}
            value={draft[key] ?? ''}
            onChange={(value) => set(key, value)}
          />
        ))}
        <TextField
          type="search"
          className="sm:col-span-2"
          label={t('surveys.filters.email')}
          hint={t('surveys.filters.emailHint')}
          value={draft.email ?? ''}
          maxLength={254}
          onChange={(event) => set('email', event.target.value)}
        />
        <div className="flex flex-wrap items-start gap-3 pt-2 sm:col-span-2 lg:col-span-4">
          <Button type="submit">{t('surveys.filters.apply')}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              setDraft({});
              setReversed(false);
              onApply({});
            }}
          >
            {t('surveys.filters.clear')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** One of the choice filters, with "any" first. */
function ChoiceField({
  name,
  value,
  onChange,
}: {
  name: ChoiceFilter;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation(['admin', 'survey']);
  const { pick } = useLanguage();
  const label = (option: string) =>
    name === 'interpretation'
      ? pick(TOTAL_LEVEL_LABELS[option as keyof typeof TOTAL_LEVEL_LABELS])
      : t(`survey:options.${name}.${option}`);
  return (
    <SelectField
      label={t(`admin:surveys.filters.${name}`)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{t('admin:surveys.filters.any')}</option>
      {CHOICE_FILTERS[name].map((option) => (
        <option key={option} value={option}>
          {label(option)}
        </option>
      ))}
    </SelectField>
  );
}
