import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'dangerOutline';
export type ButtonSize = 'small' | 'medium' | 'large';

// Every size keeps 44 px of height, so that a finger finds the button (WCAG 2.5.5).
const BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg font-semibold disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

// Text colours are checked against their backgrounds (AA, 4.5:1).
const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-blue-700 text-white hover:bg-blue-800',
  secondary: 'border border-slate-400 bg-white text-slate-800 hover:bg-slate-100',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  dangerOutline: 'border border-red-300 bg-white text-red-800 hover:bg-red-50',
};

const SIZES: Record<ButtonSize, string> = {
  /** In a table row. */
  small: 'px-3 py-1.5 text-sm',
  medium: 'px-5 py-2.5',
  /** A page's call to action. */
  large: 'px-6 py-3 text-base shadow-sm',
};

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** The class list of a button, for a link that looks like one. */
export function buttonClasses({ variant = 'primary', size = 'medium' }: ButtonLook = {}): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]}`;
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonLook & {
    /**
     * An action under way: a spinner beside the label (the label says what happens), and the
     * button refuses presses without being `disabled`, so that the focus stays on it instead of
     * falling to the page's body (WCAG 2.4.3) and the user hears the outcome where they are.
     */
    busy?: boolean;
  };

/** The one button of the app; `type` is "button" unless told (never an accidental submit). */
export function Button({
  variant,
  size,
  busy = false,
  className = '',
  type = 'button',
  children,
  onClick,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      {...props}
      aria-disabled={busy || props['aria-disabled'] || undefined}
      onClick={(event) => {
        if (busy) return event.preventDefault();
        onClick?.(event);
      }}
      className={`${buttonClasses({ variant, size })} ${className}`}
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
}
