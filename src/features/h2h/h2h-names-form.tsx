import { type FormEvent, useEffect, useState } from 'react';

const INPUT =
  'w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

interface Props {
  a: string;
  b: string;
  onSubmit: (a: string, b: string) => void;
}

/** The two names; submit-driven so typing spends no requests (FREE keys get 20 history calls a month). */
export function H2hNamesForm({ a, b, onSubmit }: Props) {
  const [draftA, setDraftA] = useState(a);
  const [draftB, setDraftB] = useState(b);
  const [problem, setProblem] = useState<string | null>(null);
  // Back/forward and candidate choices change the URL under us; the boxes follow it.
  useEffect(() => setDraftA(a), [a]);
  useEffect(() => setDraftB(b), [b]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [x, y] = [draftA.trim(), draftB.trim()];
    // The service refuses fragments under 3 characters; say so here instead of spending a call.
    if (x.length < 3 || y.length < 3) {
      setProblem('Enter at least 3 characters of each name.');
      return;
    }
    setProblem(null);
    onSubmit(x, y);
  };

  return (
    <search>
      <form onSubmit={submit} noValidate className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div className="grid gap-1">
          <label htmlFor="h2h-a" className="text-sm font-medium text-slate-700 dark:text-slate-300">
            First player
          </label>
          <input
            id="h2h-a"
            type="search"
            value={draftA}
            onChange={(e) => setDraftA(e.target.value)}
            placeholder="e.g. Roger Federer"
            className={INPUT}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor="h2h-b" className="text-sm font-medium text-slate-700 dark:text-slate-300">
            Second player
          </label>
          <input
            id="h2h-b"
            type="search"
            value={draftB}
            onChange={(e) => setDraftB(e.target.value)}
            placeholder="e.g. Rafael Nadal"
            className={INPUT}
          />
        </div>
        <button
          type="submit"
          className="rounded-md bg-indigo-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 dark:bg-indigo-300 dark:text-indigo-950"
        >
          Compare
        </button>
        {problem && (
          <p role="alert" className="text-sm text-rose-800 sm:col-span-3 dark:text-rose-200">
            {problem}
          </p>
        )}
      </form>
    </search>
  );
}
