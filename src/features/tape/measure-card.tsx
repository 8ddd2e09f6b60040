import { useId, useState } from 'react';

export interface Measure {
  key: string;
  term: string;
  value: string;
  /** How it is computed, in one sentence. */
  how: string;
}

// A button, not a hover title: a touch screen has no hover, and a title never reaches the keyboard.
const HOW =
  'rounded px-1 text-xs font-medium text-indigo-800 underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-200';

/** One measure: its name, its value and, behind a "How" toggle, how it is computed. */
export function MeasureCard({ measure }: { measure: Measure }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div
      className="grid content-start gap-1 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
      data-testid={`measure-${measure.key}`}
    >
      <dt className="flex items-baseline justify-between gap-2 text-xs text-slate-600 dark:text-slate-400">
        {measure.term}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((v) => !v)}
          className={HOW}
        >
          How <span className="sr-only">{measure.term.toLowerCase()} is measured</span>
        </button>
      </dt>
      <dd className="text-base font-semibold tabular-nums">{measure.value}</dd>
      <dd id={id} hidden={!open} className="text-xs text-slate-700 dark:text-slate-300">
        {measure.how}
      </dd>
    </div>
  );
}
