import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { SelectField, TextField } from '../../../../components/ui/text-field';
import { KNOWN_AUDIT_ACTIONS, NO_AUDIT_FILTERS, type AuditFilterValues } from '../audit-filters';

/** Who, which action and which days; applied when submitted, as the responses' filters are. */
export function AuditFilterForm({
  value,
  onApply,
}: {
  value: AuditFilterValues;
  onApply: (filters: AuditFilterValues) => void;
}) {
  const { t } = useTranslation('audit');
  const [draft, setDraft] = useState(value);
  const set = (key: keyof AuditFilterValues) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, actor: draft.actor.trim() });
  };
  const filtered = Object.values(value).some(Boolean);
  return (
    <form
      role="search"
      aria-label={t('filters.heading')}
      onSubmit={submit}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <TextField
        label={t('filters.actor')}
        hint={t('filters.actorHint')}
        value={draft.actor}
        maxLength={64}
        autoComplete="off"
        onChange={set('actor')}
      />
      <SelectField label={t('filters.action')} value={draft.action} onChange={set('action')}>
        <option value="">{t('filters.anyAction')}</option>
        {KNOWN_AUDIT_ACTIONS.map((action) => (
          <option key={action} value={action}>
            {t(`actions.${action}`)}
          </option>
        ))}
      </SelectField>
      <TextField label={t('filters.from')} type="date" value={draft.from} onChange={set('from')} />
      <TextField label={t('filters.to')} type="date" value={draft.to} onChange={set('to')} />
      <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-4">
        <Button type="submit">{t('filters.apply')}</Button>
        {filtered && (
          <Button
            variant="secondary"
            onClick={() => {
              setDraft(NO_AUDIT_FILTERS);
              onApply(NO_AUDIT_FILTERS);
            }}
          >
            {t('filters.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}
