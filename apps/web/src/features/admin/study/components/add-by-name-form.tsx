import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { ErrorNote } from '../../../../components/ui/feedback';
import { TextField } from '../../../../components/ui/text-field';

/**
 * The form that adds a school or a wave: its name (required, trimmed), any other fields the
 * part has (`children`, checked by `check`, which says its own problems), the server's refusal
 * above the button. The name is cleared once the part is created (`onAdd` calls `done`).
 */
export function AddByNameForm({
  part,
  pending,
  error,
  check = () => true,
  onAdd,
  children,
}: {
  part: 'schools' | 'waves';
  pending: boolean;
  /** The server's refusal of the last try. */
  error: string | null;
  /** Whether the other fields can be sent; called on every try, with the name's own check. */
  check?: () => boolean;
  onAdd: (name: string, done: () => void) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('study');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const named = Boolean(name.trim());
    setProblem(named ? null : t('errors.nameRequired'));
    const othersFine = check();
    if (named && othersFine) onAdd(name.trim(), () => setName(''));
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-3 sm:grid-cols-3">
      <TextField
        label={t(`${part}.name`)}
        hint={t(`${part}.nameHint`)}
        error={problem}
        value={name}
        onChange={(event) => setName(event.target.value)}
        autoComplete="off"
      />
      {children}
      <div className="sm:col-span-3">
        <ErrorNote message={error} className="mb-3" />
        <Button type="submit" disabled={pending} busy={pending}>
          {t(`${part}.add`)}
        </Button>
      </div>
    </form>
  );
}
