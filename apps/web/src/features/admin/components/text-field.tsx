import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { HINT, INPUT, LABEL } from './form-styles';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  hint?: string;
  /** The field's problem; the field is marked invalid and names it. */
  error?: string | null;
  /** Classes for the input itself (`className` is the wrapper's), e.g. a narrower width. */
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input with its hint and its error under it, both read with the field. */
export function TextField({
  label,
  hint,
  error,
  className = '',
  inputClassName = '',
  ref,
  ...input
}: TextFieldProps) {
  const id = useId();
  const described = [hint && `${id}-hint`, `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={described}
        className={`${INPUT} ${inputClassName}`}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className={HINT}>
          {hint}
        </p>
      )}
      <p id={`${id}-error`} aria-live="polite" className="mt-1 text-sm font-medium text-red-700">
        {error}
      </p>
    </div>
  );
}
