import { isWellFormedClassCode, normaliseClassCode } from '@prca/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { INPUT } from '../../../components/ui/text-field';
import { correctClassCode } from '../api/outbox';
import { FormError } from './form-error';

/**
 * A response waiting to be sent whose class code the server refused (issue 27): the outbox keeps
 * it, and the student corrects the code here; it is then sent again with the new code. Nothing
 * of the answers is shown (they are sealed).
 */
function HeldSubmission({
  id,
  classCode,
  message,
}: {
  id: string;
  classCode: string;
  message: string;
}) {
  const { t } = useTranslation('survey');
  const inputId = useId();
  const [typed, setTyped] = useState(classCode);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = normaliseClassCode(typed);
    if (!isWellFormedClassCode(code)) return setProblem(t('classCode.malformed'));
    setProblem(null);
    setBusy(true);
    try {
      await correctClassCode(id, code);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="no-print mb-4 space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900"
    >
      <p className="font-semibold">{t('held.title')}</p>
      <p>{message}</p>
      <label htmlFor={inputId} className="block font-medium">
        {t('held.label')}
      </label>
      <div className="flex flex-wrap items-start gap-3">
        <input
          id={inputId}
          value={typed}
          onChange={(event) => setTyped(normaliseClassCode(event.target.value))}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={16}
          aria-invalid={problem ? true : undefined}
          className={`${INPUT} mt-0 max-w-48 font-mono text-lg tracking-widest uppercase`}
        />
        <Button type="submit" variant="secondary" busy={busy}>
          {t('held.send')}
        </Button>
      </div>
      <FormError message={problem} />
    </form>
  );
}

export function HeldSubmissions({
  held,
}: {
  held: readonly { id: string; classCode: string; message: string }[];
}) {
  return held.map((entry) => <HeldSubmission key={entry.id} {...entry} />);
}
