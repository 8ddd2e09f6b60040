import { type ReactNode, useId } from 'react';

/** What a control inside a Field spreads on itself: the id its label names and the ids that describe it. */
interface FieldControl {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/** The look of every text input and select, so forms do not drift (contrast checked in both themes). */
export const controlClass =
  'w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:scheme-dark dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

/** The smaller control of a dense filter bar. */
export const compactControlClass =
  'w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

export interface FieldProps {
  label: ReactNode;
  /** Help read with the control (aria-describedby), e.g. the expected format. */
  hint?: ReactNode;
  /** Why the value is refused; marks the control invalid and is read with it. */
  error?: ReactNode;
  /** A fixed id when something else points at the control; otherwise one is made. */
  id?: string;
  /** Small label over the control (dense filter bars). */
  compact?: boolean;
  /** Label beside the control instead of above it. */
  inline?: boolean;
  className?: string;
  children: (control: FieldControl) => ReactNode;
}

/**
 * A label and its control, with hint and error wired by id: the label names the control and the hint
 * and error describe it, so a screen reader hears all three where a sighted user sees them together.
 */
export function Field({ label, hint, error, id, compact, inline, className = '', children }: FieldProps) {
  const made = useId();
  const controlId = id ?? made;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const layout = inline
    ? 'flex flex-wrap items-center gap-2 text-sm font-medium'
    : compact
      ? 'grid min-w-0 content-start gap-0.5 text-xs'
      : 'grid min-w-0 content-start gap-1 text-sm';
  return (
    <div className={`${layout} text-slate-700 dark:text-slate-300 ${className}`}>
      <label htmlFor={controlId}>{label}</label>
      {children({ id: controlId, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint ? (
        <span id={hintId} className="text-xs font-normal text-slate-600 dark:text-slate-300">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="text-xs font-medium text-rose-800 dark:text-rose-200">
          {error}
        </span>
      ) : null}
    </div>
  );
}
