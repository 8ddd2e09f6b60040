import type { TapePoints, TapeReadParams, TapeSequence } from './tape-params';

const OPTION =
  'flex items-center gap-2 rounded-md px-2 py-1 text-sm text-slate-800 has-[:disabled]:text-slate-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600 dark:text-slate-200 dark:has-[:disabled]:text-slate-400';

interface Choice<K extends string> {
  key: K;
  label: string;
  disabled: boolean;
}

function RadioGroup<K extends string>({
  legend,
  name,
  value,
  choices,
  onChange,
}: {
  legend: string;
  name: string;
  value: K;
  choices: Choice<K>[];
  onChange: (k: K) => void;
}) {
  return (
    <fieldset className="grid gap-1">
      <legend className="text-sm font-semibold text-slate-800 dark:text-slate-200">{legend}</legend>
      <div className="flex flex-wrap gap-1">
        {choices.map((c) => (
          <label key={c.key} className={OPTION}>
            <input
              type="radio"
              name={name}
              value={c.key}
              checked={value === c.key}
              disabled={c.disabled}
              onChange={() => onChange(c.key)}
              className="accent-indigo-700 dark:accent-indigo-300"
            />
            {c.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The two read switches. `points=complete` with `sequence=clean` is refused by the service (the clean
 * collapse would delete the repeated deuce states a complete sequence contains), so whichever is
 * chosen disables the other, and the note says why.
 */
export function TapeToggles({
  params,
  onChange,
}: {
  params: TapeReadParams;
  onChange: (next: TapeReadParams) => void;
}) {
  const cleanBlocked = params.points === 'complete';
  const completeBlocked = params.sequence === 'clean';
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <RadioGroup<TapeSequence>
          legend="Sequence"
          name="tape-sequence"
          value={params.sequence}
          onChange={(sequence) => onChange({ ...params, sequence })}
          choices={[
            { key: 'raw', label: 'Raw (every committed row)', disabled: false },
            { key: 'clean', label: 'Clean (one row per score)', disabled: cleanBlocked },
          ]}
        />
        <RadioGroup<TapePoints>
          legend="Points"
          name="tape-points"
          value={params.points}
          onChange={(points) => onChange({ ...params, points })}
          choices={[
            { key: 'default', label: 'Observed (default)', disabled: false },
            { key: 'complete', label: 'Complete reconstruction', disabled: completeBlocked },
          ]}
        />
      </div>
      {(cleanBlocked || completeBlocked) && (
        <p data-testid="combination-note" className="text-sm text-slate-700 dark:text-slate-300">
          The complete point read cannot be shown as a clean sequence: collapsing to one row per score would
          delete the repeated deuce states a complete sequence contains.{' '}
          {cleanBlocked ? 'Choose Observed to use Clean.' : 'Choose Raw to use Complete reconstruction.'}
        </p>
      )}
    </div>
  );
}
