export interface RadioChoice<V extends string> {
  value: V;
  label: string;
  /** A line under the label: what the choice does, or an example of it. */
  hint: string;
}

interface Props<V extends string> {
  name: string;
  legend: string;
  /** A sentence under the legend, when the choices need one. */
  description?: string;
  choices: readonly RadioChoice<V>[];
  value: V;
  onChange: (value: V) => void;
}

/** A settings question as native radios in a fieldset: arrow keys move between them with no extra code. */
export function RadioChoices<V extends string>({
  name,
  legend,
  description,
  choices,
  value,
  onChange,
}: Props<V>) {
  return (
    <fieldset className="rounded-lg border border-slate-300 p-4 dark:border-slate-700">
      <legend className="px-1 text-lg font-semibold">{legend}</legend>
      {description && <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">{description}</p>}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-6">
        {choices.map((c) => (
          <label key={c.value} className="flex items-start gap-2">
            <input
              type="radio"
              name={name}
              value={c.value}
              checked={value === c.value}
              onChange={() => onChange(c.value)}
              className="mt-1 size-4 accent-lime-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-lime-600"
            />
            <span>
              <span className="font-medium">{c.label}</span>
              <span className="block text-sm text-slate-600 dark:text-slate-300">{c.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
