import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useValidationMessage } from '../hooks/use-validation-message';
import { FormError } from './form-error';
import { StepHeading } from './step-heading';

/** What the step needs of a core zod schema. */
interface StepSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } };
}

interface StepFormProps {
  title: string;
  /** Checks the step's answers; its first issue's message key is shown in the reader's language. */
  schema: StepSchema;
  answers: unknown;
  /** The message when the schema's issue carries none. */
  fallbackMessage: string;
  onBack: () => void;
  onNext: () => void;
  children: ReactNode;
}

/** A demographics step: its questions, the step's validation message, and back / next. */
export function StepForm(props: StepFormProps) {
  const { t } = useTranslation('survey');
  const error = useValidationMessage();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = props.schema.safeParse(props.answers);
    if (!checked.success) {
      return error.show(checked.error?.issues[0]?.message ?? props.fallbackMessage);
    }
    error.clear();
    props.onNext();
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <StepHeading>{props.title}</StepHeading>
      {props.children}
      <FormError message={error.message} />
      <div className="flex justify-between gap-3">
        <Button variant="secondary" onClick={props.onBack}>
          {t('nav.back')}
        </Button>
        <Button type="submit">{t('nav.next')}</Button>
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
