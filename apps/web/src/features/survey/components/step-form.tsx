import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useValidationMessage } from '../hooks/use-validation-message';
import { FormError } from './form-error';
import { StepHeading } from './step-heading';

/** What the step needs of a core zod schema. */
interface StepSchema {
  safeParse(value: unknown): {
    success: boolean;
    error?: { issues: { message: string; path?: readonly PropertyKey[] }[] };
  };
}

/** A question's problem: its message, and the id that ties the message to the question. */
export interface FieldProblem {
  message: string;
  id: string;
}

interface StepFormProps {
  title: string;
  /**
   * Checks the step's answers; its first issue's message key is shown in the reader's language.
   * Loaded when first needed (lib/load-schemas.ts).
   */
  schema: () => Promise<StepSchema>;
  answers: unknown;
  /** The message when the schema's issue carries none. */
  fallbackMessage: string;
  onBack: () => void;
  onNext: () => void;
  /** The step's questions; `problemOf(name)` is the problem of the question of that name. */
  children: (problemOf: (name: string) => FieldProblem | undefined) => ReactNode;
}

/**
 * A demographics step: its questions, the step's validation, and back / next. A missing answer
 * is marked on its question (the message under it, tied to it), which is scrolled to and
 * takes the focus, so that on a phone the student sees which one.
 */
export function StepForm(props: StepFormProps) {
  const { t } = useTranslation('survey');
  const error = useValidationMessage();
  const messageId = useId();
  const form = useRef<HTMLFormElement>(null);
  // The question found unanswered, on which answers, at which attempt (each moves the focus).
  const [failed, setFailed] = useState<{ field: string | null; answers: unknown; attempt: number }>(
    { field: null, answers: undefined, attempt: 0 },
  );
  // An answer given since makes the message stale.
  const message = failed.answers === props.answers ? error.message : null;

  useEffect(() => {
    if (!failed.field || failed.attempt === 0) return;
    const control = form.current?.querySelector<HTMLElement>(`[name="${failed.field}"]`);
    control?.scrollIntoView({ block: 'center' });
    control?.focus({ preventScroll: true });
  }, [failed]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = (await props.schema()).safeParse(props.answers);
    if (!checked.success) {
      const issue = checked.error?.issues[0];
      const name = issue?.path?.[0];
      setFailed(({ attempt }) => ({
        field: typeof name === 'string' ? name : null,
        answers: props.answers,
        attempt: attempt + 1,
      }));
      return error.show(issue?.message ?? props.fallbackMessage);
    }
    error.clear();
    props.onNext();
  };

  const marked = failed.field !== null && message !== null;
  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-6">
      <StepHeading>{props.title}</StepHeading>
      {props.children((name) =>
        marked && name === failed.field ? { message, id: messageId } : undefined,
      )}
      <FormError message={marked ? null : message} />
      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="secondary" onClick={props.onBack}>
          {t('nav.back')}
        </Button>
        <Button type="submit" className="ml-auto">
          {t('nav.next')}
        </Button>
      </div>
    </form>
  );
}

/** The translated choices of one demographic question (`options.<group>.<value>`). */
export function useOptionChoices() {
  const { t } = useTranslation('survey');
  return (group: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`options.${group}.${value}`) }));
}
