import { useEffect, useState } from 'react';
import { controlClass, Field } from '../../components/field';
import { SelectField } from '../../components/select-field';
import {
  BACK_SIDES,
  type BackSide,
  EXITS,
  type ExitAt,
  type LabRule,
  MOMENTS,
  type Moment,
} from './lab-rule';
import { BACK_WORDS, EXIT_WORDS, MOMENT_WORDS } from './lab-words';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

interface Props {
  rule: LabRule;
  /** Whether the key reads the model (ULTRA): without it there is no edge to test. */
  model: boolean;
  onChange: (rule: LabRule) => void;
}

/** A number field that keeps what is typed and passes on only a value the rule can take. */
function NumberField({
  label,
  hint,
  value,
  allowEmpty,
  min,
  max,
  step,
  disabled,
  onValue,
}: {
  label: string;
  hint: string;
  value: number | null;
  allowEmpty: boolean;
  min: number;
  max: number;
  step: string;
  disabled?: boolean;
  onValue: (v: number | null) => void;
}) {
  const [draft, setDraft] = useState(value === null ? '' : String(value));
  useEffect(() => setDraft(value === null ? '' : String(value)), [value]);
  const n = Number(draft);
  const bad = draft.trim() === '' ? !allowEmpty : !Number.isFinite(n) || n < min || n > max;
  return (
    <Field label={label} hint={hint} error={bad ? `A number from ${min} to ${max}.` : undefined}>
      {(c) => (
        <input
          {...c}
          type="number"
          inputMode="decimal"
          min={min}
          max={max}
          step={step}
          value={draft}
          disabled={disabled}
          onChange={(e) => {
            const text = e.target.value;
            setDraft(text);
            const v = Number(text);
            if (text.trim() === '' && allowEmpty) onValue(null);
            else if (text.trim() !== '' && Number.isFinite(v) && v >= min && v <= max) onValue(v);
          }}
          className={controlClass}
        />
      )}
    </Field>
  );
}

/** The rule in five fields; every change re-evaluates what has been read (no request). */
export function RuleForm({ rule, model, onChange }: Props) {
  const set =
    <K extends keyof LabRule>(k: K) =>
    (v: LabRule[K]) =>
      onChange({ ...rule, [k]: v });
  const sides = model ? BACK_SIDES : BACK_SIDES.filter((s) => s !== 'edge');
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-start dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold">Rule</legend>
      <SelectField<BackSide>
        label="Back"
        value={rule.back}
        options={sides.map((s) => ({ key: s, label: cap(BACK_WORDS[s]) }))}
        onChange={set('back')}
      />
      <NumberField
        label="Edge at least (pp)"
        hint={
          model
            ? 'The model’s chance for the backed player minus the market mid. Empty: no edge condition.'
            : 'Needs an ULTRA key: the model’s chance is an ULTRA field.'
        }
        value={model ? rule.minEdgePp : null}
        allowEmpty
        min={0}
        max={100}
        step="0.5"
        disabled={!model}
        onValue={set('minEdgePp')}
      />
      <SelectField<Moment>
        label="When"
        value={rule.moment}
        options={MOMENTS.map((m) => ({ key: m, label: cap(MOMENT_WORDS[m]) }))}
        onChange={set('moment')}
      />
      <SelectField<ExitAt>
        label="Close"
        value={rule.exit}
        options={EXITS.map((x) => ({ key: x, label: cap(EXIT_WORDS[x]) }))}
        onChange={set('exit')}
      />
      <NumberField
        label="Stake per trade"
        hint="Units of your choosing; P&L is in the same units."
        value={rule.stake}
        allowEmpty={false}
        min={0.01}
        max={1_000_000}
        step="1"
        onValue={(v) => v !== null && set('stake')(v)}
      />
    </fieldset>
  );
}
