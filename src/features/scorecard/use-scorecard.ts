import { useEffect, useRef, useState } from 'react';
import { periodListParams } from '../../lib/period-filters';
import { useCountedRun } from '../../lib/use-counted-run';
import { type Engine, startEngine } from '../../lib/worker-engine';
import {
  engineStep,
  initialEngine,
  type MatchInput,
  resultOf,
  type ScorecardMessage,
  type ScorecardResult,
} from './scorecard-engine';
import { type Plan, planPeriod, runPlan } from './scorecard-run';
import type { ScorecardFilters } from './scorecard-url';

const spawn = () => new Worker(new URL('./scorecard.worker.ts', import.meta.url), { type: 'module' });

/** The worker's state, on this thread where no worker can start. */
const local = () => {
  let state = initialEngine();
  return (msg: ScorecardMessage) => {
    state = msg.type === 'reset' ? initialEngine() : engineStep(state, msg.match);
    return resultOf(state);
  };
};

/**
 * Count, then score: the period is listed first so the page can say how many requests the run will
 * spend before any is spent; Start reads the tapes and prices and streams them to the worker; Stop
 * aborts the reads, keeping what was scored.
 */
export function useScorecard() {
  const run = useCountedRun<Plan>();
  const [result, setResult] = useState<ScorecardResult | null>(null);
  const engine = useRef<Engine<ScorecardMessage> | null>(null);

  // Leaving the page ends the worker (refs only: nothing to re-run on render).
  useEffect(
    () => () => {
      engine.current?.terminate();
      engine.current = null;
    },
    [],
  );

  const count = (filters: ScorecardFilters) => {
    setResult(null);
    return run.count((signal, onListed) =>
      planPeriod(
        periodListParams(filters) as Parameters<typeof planPeriod>[0],
        filters.surface || null,
        signal,
        onListed,
      ),
    );
  };

  const start = () => {
    if (run.plan === null) return;
    engine.current ??= startEngine(spawn, local, setResult);
    const e = engine.current;
    e.post({ type: 'reset' });
    setResult(null);
    const post = (match: MatchInput) => e.post({ type: 'match', match });
    return run.start((plan, signal, onProgress) => runPlan(plan, post, signal, onProgress));
  };

  // The run's state and Stop as the shared hook holds them; counting and starting as this page does.
  return { ...run, result, count, start };
}
