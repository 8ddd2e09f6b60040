import { useEffect, useRef, useState } from 'react';
import {
  engineStep,
  initialEngine,
  type MatchInput,
  resultOf,
  type ScorecardResult,
} from './scorecard-engine';
import { type Plan, planPeriod, type RunProgress, runPlan } from './scorecard-run';
import type { ScorecardFilters } from './scorecard-url';
import { periodListParams } from '../../lib/period-filters';

export type Phase = 'idle' | 'counting' | 'planned' | 'running' | 'done' | 'stopped' | 'failed';

interface Engine {
  post: (m: MatchInput) => void;
  terminate: () => void;
}

/** The scoring engine in a Web Worker; where none can start (tests, old browsers), on this thread. */
function startEngine(onResult: (r: ScorecardResult) => void): Engine {
  if (typeof Worker !== 'undefined') {
    const w = new Worker(new URL('./scorecard.worker.ts', import.meta.url), { type: 'module' });
    w.onmessage = (e: MessageEvent<ScorecardResult>) => onResult(e.data);
    w.postMessage({ type: 'reset' });
    return { post: (match) => w.postMessage({ type: 'match', match }), terminate: () => w.terminate() };
  }
  let state = initialEngine();
  return {
    post: (m) => {
      state = engineStep(state, m);
      onResult(resultOf(state));
    },
    terminate: () => undefined,
  };
}

/**
 * Count, then run: the period is listed first (that costs its own few requests) so the page can say
 * how many requests the run will spend before any is spent; Start reads the tapes and prices and
 * streams them to the worker; Stop aborts the reads and ends the worker, keeping what was scored.
 */
export function useScorecard() {
  const [phase, setPhase] = useState<Phase>('idle');
  const [listed, setListed] = useState(0);
  const [plan, setPlan] = useState<Plan | null>(null);
  const [progress, setProgress] = useState<RunProgress | null>(null);
  const [result, setResult] = useState<ScorecardResult | null>(null);
  const [error, setError] = useState<unknown>(null);
  const abort = useRef<AbortController | null>(null);
  const engine = useRef<Engine | null>(null);

  const halt = () => {
    abort.current?.abort();
    engine.current?.terminate();
    engine.current = null;
  };
  // Leaving the page ends the reads and the worker (refs only: nothing to re-run on render).
  useEffect(
    () => () => {
      abort.current?.abort();
      engine.current?.terminate();
    },
    [],
  );

  const count = async (filters: ScorecardFilters) => {
    halt();
    const ctrl = new AbortController();
    abort.current = ctrl;
    setPhase('counting');
    setPlan(null);
    setResult(null);
    setProgress(null);
    setListed(0);
    try {
      const p = await planPeriod(
        periodListParams(filters) as Parameters<typeof planPeriod>[0],
        filters.surface || null,
        ctrl.signal,
        setListed,
      );
      if (ctrl.signal.aborted) return;
      setPlan(p);
      setPhase('planned');
    } catch (e) {
      if (ctrl.signal.aborted) return;
      setError(e);
      setPhase('failed');
    }
  };

  const start = async () => {
    if (!plan) return;
    halt();
    const ctrl = new AbortController();
    abort.current = ctrl;
    engine.current = startEngine(setResult);
    const post = engine.current.post;
    setPhase('running');
    setProgress({ matchesDone: 0, requests: 0, failed: 0, heldUntil: null });
    await runPlan(plan, post, ctrl.signal, setProgress);
    if (!ctrl.signal.aborted) setPhase('done');
  };

  const stop = () => {
    halt();
    setPhase('stopped');
  };

  return { phase, listed, plan, progress, result, error, count, start, stop };
}
