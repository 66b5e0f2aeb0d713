import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT, LABEL } from '../components/form-styles';
import { SECONDARY_BUTTON } from '../components/styles';

/** Finds accounts by part of the username; the search is applied when submitted. */
export function AccountSearch({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (search: string) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1 sm:max-w-sm">
        <label htmlFor={id} className={LABEL}>
          {t('users.search.label')}
        </label>
        <input
          id={id}
          type="search"
          value={draft}
          maxLength={64}
          onChange={(event) => setDraft(event.target.value)}
          className={INPUT}
        />
      </div>
      <button type="submit" className={SECONDARY_BUTTON}>
        {t('users.search.submit')}
      </button>
      {value && (
        <button
          type="button"
          onClick={() => {
            setDraft('');
            onSearch('');
          }}
          className={SECONDARY_BUTTON}
        >
          {t('users.search.clear')}
        </button>
      )}
    </form>
  );
}
