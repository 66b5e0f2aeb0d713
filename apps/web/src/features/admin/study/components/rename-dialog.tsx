import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { ErrorNote } from '../../../../components/ui/feedback';
import { TextField } from '../../../../components/ui/text-field';
import type { StudyPart } from './row-action-button';
import { useFailureText } from '../../shared/hooks/use-failure-message';

/**
 * The renaming of a school, a wave or a class (a name typed wrong, a class renamed by the
 * school): `ask` opens the dialog for one row with its name to edit, `dialog` is that dialog,
 * where the server's refusal (a name another class of the school has, say) is shown. It
 * closes once the new name is saved; an unchanged name closes it without a request.
 */
export function useRename<T extends { id: string; name: string }>(
  part: StudyPart,
  mutation: { reset: () => void; isPending: boolean; error: Error | null },
  save: (row: T, name: string, done: () => void) => void,
) {
  const { t } = useTranslation(['study', 'admin']);
  const error = useFailureText(mutation.error);
  const formId = useId();
  const [renaming, setRenaming] = useState<T | null>(null);
  const [name, setName] = useState('');
  const [empty, setEmpty] = useState(false);
  const ask = (row: T) => {
    mutation.reset();
    setRenaming(row);
    setName(row.name);
    setEmpty(false);
  };
  const close = () => setRenaming(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!renaming) return;
    const trimmed = name.trim();
    if (!trimmed) return setEmpty(true);
    if (trimmed === renaming.name) return close();
    save(renaming, trimmed, close);
  };
  const dialog = (
    <Dialog
      open={renaming !== null}
      title={t(`${part}.renameTitle`, { name: renaming?.name ?? '' })}
      closeLabel={t('admin:dialog.close')}
      onClose={() => !mutation.isPending && close()}
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField
          label={t('renameLabel')}
          error={empty ? t('renameEmpty') : null}
          value={name}
          data-autofocus
          onChange={(event) => {
            setName(event.target.value);
            setEmpty(false);
            mutation.reset();
          }}
          autoComplete="off"
        />
      </form>
      <ErrorNote message={error} className="mt-4" />
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={close} disabled={mutation.isPending}>
          {t('admin:dialog.cancel')}
        </Button>
        <Button type="submit" form={formId} busy={mutation.isPending}>
          {t('renameSave')}
        </Button>
      </div>
    </Dialog>
  );
  return { ask, dialog };
}
