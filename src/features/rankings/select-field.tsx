interface Props<K extends string> {
  id: string;
  label: string;
  value: K;
  options: readonly { key: K; label: string }[];
  onChange: (value: K) => void;
}

/** A labelled select whose value lives in the URL. */
export function SelectField<K extends string>({ id, label, value, options, onChange }: Props<K>) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as K)}
        className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        {options.map((o) => (
          <option key={o.key} value={o.key}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
