import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';

/** Finds accounts by part of the username; the search is applied when submitted. */
export function AccountSearch({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (search: string) => void;
}) {
  const { t } = useTranslation('accounts');
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <TextField
        className="min-w-0 flex-1 sm:max-w-sm"
        label={t('search.label')}
        type="search"
        value={draft}
        maxLength={64}
        onChange={(event) => setDraft(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        {t('search.submit')}
      </Button>
      {value && (
        <Button
          variant="secondary"
          onClick={() => {
            setDraft('');
            onSearch('');
          }}
        >
          {t('search.clear')}
        </Button>
      )}
    </form>
  );
}
