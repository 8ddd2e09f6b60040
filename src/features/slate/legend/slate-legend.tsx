import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { afterNextPaint } from '../../../lib/after-next-paint';
import { whenIdle } from '../../../lib/when-idle';

// The Key's panel (its words and the shared Popover) is not in the first JS: it is closed on the
// first screen. It is fetched in the first idle moment after the slate's rows are drawn, so a tap
// does not start a fetch (the tap's task paid for the module preload links) and the panel comes a
// frame after the tap rather than a round trip.
const loadPanel = () => import('./slate-legend-panel');
let loaded: Awaited<ReturnType<typeof loadPanel>> | null = null;
const preloadPanel = () => {
  void loadPanel().then((m) => {
    loaded = m;
  });
};
// A tap before that moment still gets the panel, once it has loaded.
const LazyPanel = lazy(() => loadPanel().then((m) => ({ default: m.SlateLegendPanel })));

/**
 * What the row icons and short statuses mean: a button opening a panel in a portal (`Popover`), so
 * nothing around the slate's header can clip it on a phone. The tap's own frame turns the button's
 * arrow; the panel (placed, measured and focused) is drawn in the frame after, so the tap's answer
 * on the screen does not wait for it.
 */
export function SlateLegend() {
  const [open, setOpen] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => (loaded ? undefined : whenIdle(preloadPanel)), []);
  useEffect(() => {
    if (!open) {
      setDrawn(false);
      return;
    }
    return afterNextPaint(() => setDrawn(true));
  }, [open]);
  const Panel = loaded?.SlateLegendPanel;
  const shown = open && drawn;
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={shown ? id : undefined}
        onClick={() => setOpen((o) => !o)}
        className="rounded px-1.5 py-1 text-xs font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-700 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <span aria-hidden="true">{open ? '▾' : '▸'} </span>Key
      </button>
      {shown &&
        (Panel ? (
          <Panel anchor={button} onClose={close} id={id} />
        ) : (
          <Suspense fallback={null}>
            <LazyPanel anchor={button} onClose={close} id={id} />
          </Suspense>
        ))}
    </>
  );
}
