import type { ButtonHTMLAttributes } from 'react';

type ButtonVariant = 'primary' | 'secondary' | 'quiet';
type ButtonSize = 'sm' | 'md';

// Colour pairs checked for 4.5:1 contrast in both themes; disabled dims rather than hides.
const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'bg-indigo-700 font-semibold text-white hover:bg-indigo-800 focus-visible:outline-indigo-700 dark:bg-indigo-300 dark:text-indigo-950 dark:hover:bg-indigo-200',
  secondary:
    'border border-slate-300 font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-indigo-700 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800',
  quiet:
    'font-medium text-indigo-800 underline underline-offset-2 hover:no-underline focus-visible:outline-indigo-700 dark:text-indigo-200',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'px-2 py-1 text-sm',
  md: 'px-3 py-1.5 text-sm',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** The one button: `type="button"` unless told, so a button inside a form never submits it by accident. */
export function Button({
  variant = 'secondary',
  size = 'md',
  type = 'button',
  className = '',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={`rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60 ${VARIANTS[variant]} ${SIZES[size]} ${className}`}
      {...rest}
    />
  );
}
