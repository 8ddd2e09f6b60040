import type { ReactNode } from 'react';
import { compactControlClass, controlClass, Field } from './field';

/** One choice of a SelectField: the value it puts in the URL and the words shown for it (shaped like a TabItem). */
export interface SelectOption<V extends string = string> {
  key: V;
  label: string;
}

export interface SelectFieldProps<V extends string> {
  label: ReactNode;
  value: V;
  options: readonly SelectOption<V>[];
  /** With `all`, the empty string reaches onChange for "no filter": include '' in V. */
  onChange: (value: V) => void;
  /** Words of a first, empty choice that means "no filter" (e.g. "Any", "All days"). */
  all?: string;
  hint?: ReactNode;
  id?: string;
  compact?: boolean;
  inline?: boolean;
  className?: string;
}

/**
 * A labelled native select with its options as data. A value outside the options (a shared link, a
 * value this build does not know) is still offered as chosen, so the select never silently shows the
 * first choice while the page filters by something else.
 */
export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
  all,
  hint,
  id,
  compact,
  inline,
  className,
}: SelectFieldProps<V>) {
  const stray = value !== '' && !options.some((o) => o.key === value);
  return (
    <Field label={label} hint={hint} id={id} compact={compact} inline={inline} className={className}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(e) => onChange(e.target.value as V)}
          className={inline ? inlineClass(compact) : compact ? compactControlClass : controlClass}
        >
          {all === undefined ? null : <option value="">{all}</option>}
          {options.map((o) => (
            <option key={o.key} value={o.key}>
              {o.label}
            </option>
          ))}
          {stray ? <option value={value}>{value}</option> : null}
        </select>
      )}
    </Field>
  );
}

// Beside its label the select takes its own width: with `w-full` (which wins over `w-auto` in the
// stylesheet) it filled the field's width, so the label and select each took a line.
const inlineClass = (compact: boolean | undefined) =>
  `${(compact ? compactControlClass : controlClass).replace('w-full ', '')} w-auto max-w-full`;

/** Options whose words are the values themselves. */
export const plainOptions = <V extends string>(values: readonly V[]): SelectOption<V>[] =>
  values.map((key) => ({ key, label: key }));
