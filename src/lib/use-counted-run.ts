import { useEffect, useRef, useState } from 'react';
import { emptyProgress, type RunProgress } from './run-progress';

export type RunPhase = 'idle' | 'counting' | 'planned' | 'running' | 'done' | 'stopped' | 'failed';

/**
 * Count, then run: a period's plan is read first (its own few requests) so the page can say what
 * the run will cost before any of it is spent; start runs the plan; stop aborts the reads and keeps
 * what was done. A new count or start aborts the one before, and leaving the page aborts the reads.
 */
export function useCountedRun<Plan>() {
  const [phase, setPhase] = useState<RunPhase>('idle');
  const [listed, setListed] = useState(0);
  const [plan, setPlan] = useState<Plan | null>(null);
  const [progress, setProgress] = useState<RunProgress | null>(null);
  const [error, setError] = useState<unknown>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const fresh = () => {
    abort.current?.abort();
    const ctrl = new AbortController();
    abort.current = ctrl;
    return ctrl;
  };

  /** Reads a plan; the phase ends `planned`, or `failed` with the error. */
  const count = async (read: (signal: AbortSignal, onListed: (n: number) => void) => Promise<Plan>) => {
    const ctrl = fresh();
    setPhase('counting');
    setPlan(null);
    setProgress(null);
    setListed(0);
    try {
      const p = await read(ctrl.signal, setListed);
      if (ctrl.signal.aborted) return;
      setPlan(p);
      setPhase('planned');
    } catch (e) {
      if (ctrl.signal.aborted) return;
      setError(e);
      setPhase('failed');
    }
  };

  /** Runs the plan counted; the phase ends `done`, or `failed` with the error. */
  const start = async (
    run: (plan: Plan, signal: AbortSignal, onProgress: (p: RunProgress) => void) => Promise<unknown>,
  ) => {
    if (plan === null) return;
    const ctrl = fresh();
    setPhase('running');
    setProgress(emptyProgress());
    try {
      await run(plan, ctrl.signal, setProgress);
      if (!ctrl.signal.aborted) setPhase('done');
    } catch (e) {
      if (ctrl.signal.aborted) return;
      setError(e);
      setPhase('failed');
    }
  };

  const stop = () => {
    abort.current?.abort();
    setPhase('stopped');
  };

  /** Back to no plan: aborts any reads. */
  const reset = () => {
    abort.current?.abort();
    setPlan(null);
    setProgress(null);
    setPhase('idle');
  };

  /** A plan already run (e.g. recomputed from what the browser kept): shown as done, no read. */
  const restore = (p: Plan) => {
    setPlan(p);
    setPhase('done');
  };

  return { phase, listed, plan, progress, error, count, start, stop, reset, restore };
}
