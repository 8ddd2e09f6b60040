import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';

// The Key's panel (its words and the shared Popover) loads when it is first opened: it is closed on
// the first screen.
const SlateLegendPanel = lazy(() =>
  import('./slate-legend-panel').then((m) => ({ default: m.SlateLegendPanel })),
);

/**
 * What the row icons and short statuses mean: a button opening a panel in a portal (`Popover`), so
 * nothing around the slate's header can clip it on a phone.
 */
export function SlateLegend() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
        className="rounded px-1.5 py-1 text-xs font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-700 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <span aria-hidden="true">{open ? '▾' : '▸'} </span>Key
      </button>
      {open && (
        <Suspense fallback={null}>
          <SlateLegendPanel anchor={button} onClose={close} id={id} />
        </Suspense>
      )}
    </>
  );
}
