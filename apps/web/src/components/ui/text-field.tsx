import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

/** The class list of an input, a select or a text area (contrast checked against white). */
export const INPUT =
  'mt-1 block w-full min-h-11 rounded-lg border border-slate-500 bg-white px-3 py-2 text-slate-900 aria-invalid:border-red-700 disabled:bg-slate-100 disabled:text-slate-700';

export const LABEL = 'block font-medium text-slate-800';

interface FieldText {
  label: string;
  hint?: string | undefined;
  /**
   * The field's problem; the field is marked invalid and names it. A field that can have one
   * passes null while it has none, so that the place where it will be said is already there.
   */
  error?: string | null | undefined;
  /** Classes for the wrapper. */
  className?: string | undefined;
}

interface ControlProps {
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** A label, the control it names, and the hint and the error under it, read with the control. */
function Field({
  label,
  hint,
  error,
  className = '',
  control,
}: FieldText & { control: (props: ControlProps) => ReactNode }) {
  const id = useId();
  const canFail = error !== undefined;
  const described = [hint && `${id}-hint`, canFail && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      {control({
        id,
        ...(canFail ? { 'aria-invalid': Boolean(error) } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
      })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      )}
      {canFail && (
        <p id={`${id}-error`} aria-live="polite" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> &
  FieldText & {
    /** Classes for the input itself (`className` is the wrapper's), e.g. a narrower width. */
    inputClassName?: string;
    ref?: Ref<HTMLInputElement>;
  };

export function TextField({
  label,
  hint,
  error,
  className,
  inputClassName = '',
  ref,
  ...input
}: TextFieldProps) {
  return (
    <Field
      {...{ label, hint, error, className }}
      control={(control) => (
        <input ref={ref} {...control} className={`${INPUT} ${inputClassName}`} {...input} />
      )}
    />
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> &
  FieldText;

export function SelectField({ label, hint, error, className, ...select }: SelectFieldProps) {
  return (
    <Field
      {...{ label, hint, error, className }}
      control={(control) => <select {...control} className={INPUT} {...select} />}
    />
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> &
  FieldText;

export function TextAreaField({ label, hint, error, className, ...area }: TextAreaFieldProps) {
  return (
    <Field
      {...{ label, hint, error, className }}
      control={(control) => <textarea {...control} className={INPUT} {...area} />}
    />
  );
}
