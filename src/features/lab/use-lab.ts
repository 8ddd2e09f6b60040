import { useEffect, useRef, useState } from 'react';
import type { PeriodFilters } from '../../lib/period-filters';
import { type EngineMessage, emptyEngine, engineStep, summaryOf } from './lab-engine';
import type { LabMatch } from './lab-match';
import type { LabRule } from './lab-rule';
import { heldPeriod, type LabPlan, type LabProgress, planLab, runLab } from './lab-run';
import { labStore } from './lab-store';
import type { LabSummary } from './lab-summary';

export type LabPhase = 'idle' | 'counting' | 'planned' | 'running' | 'done' | 'stopped' | 'failed';

interface Engine {
  post: (msg: EngineMessage) => void;
  terminate: () => void;
}

/** The rule's engine in a Web Worker; where none can start (tests, old browsers), on this thread. */
function startEngine(onSummary: (s: LabSummary) => void): Engine {
  if (typeof Worker !== 'undefined') {
    const w = new Worker(new URL('./lab.worker.ts', import.meta.url), { type: 'module' });
    w.onmessage = (e: MessageEvent<LabSummary>) => onSummary(e.data);
    return { post: (msg) => w.postMessage(msg), terminate: () => w.terminate() };
  }
  let state = emptyEngine();
  return {
    post: (msg) => {
      state = engineStep(state, msg);
      onSummary(summaryOf(state));
    },
    terminate: () => undefined,
  };
}

const ready = (f: PeriodFilters) => f.from !== '' && f.to !== '';

/**
 * Count, then run. A period read before in this browser is recomputed at once from what was kept
 * (no request); otherwise the period is listed first (its own few requests) so the page can say
 * what the run will cost before any of it is spent. Start reads the tapes and prices and streams
 * them to the engine; Stop aborts the reads and keeps what was evaluated. A rule change only
 * re-evaluates what is held.
 */
export function useLab(filters: PeriodFilters, rule: LabRule, model: boolean) {
  const [phase, setPhase] = useState<LabPhase>('idle');
  const [listed, setListed] = useState(0);
  const [plan, setPlan] = useState<LabPlan | null>(null);
  const [progress, setProgress] = useState<LabProgress | null>(null);
  const [summary, setSummary] = useState<LabSummary | null>(null);
  const [error, setError] = useState<unknown>(null);
  /** When the period recomputed from the store was listed (null after a fresh read). */
  const [restoredFrom, setRestoredFrom] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  /** The user asked to count the period the URL is about to hold. */
  const countNext = useRef(false);
  const engine = useRef<Engine | null>(null);
  const ruleKey = JSON.stringify(rule);
  const periodKey = JSON.stringify([filters, model]);

  const engineNow = () => {
    engine.current ??= startEngine(setSummary);
    return engine.current;
  };

  // Leaving the page ends the reads and the worker.
  useEffect(
    () => () => {
      abort.current?.abort();
      engine.current?.terminate();
      engine.current = null;
    },
    [],
  );

  // The rule in force: a change re-evaluates every match held, without a read.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the rule's value, not its identity.
  useEffect(() => {
    engineNow().post({ type: 'rule', rule });
  }, [ruleKey]);

  const load = (matches: LabMatch[]) => {
    const e = engineNow();
    e.post({ type: 'reset' });
    for (const match of matches) e.post({ type: 'match', match });
  };

  // A period opened from a link: recompute from the store when every match of it is held.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the period's value.
  useEffect(() => {
    abort.current?.abort();
    setPlan(null);
    setProgress(null);
    setSummary(null);
    setRestoredFrom(null);
    setPhase('idle');
    const asked = countNext.current;
    countNext.current = false;
    if (!ready(filters)) return;
    let live = true;
    heldPeriod(filters, model, labStore())
      .catch(() => null)
      .then((held) => {
        if (!live) return;
        if (!held) {
          if (asked) count(filters);
          return;
        }
        setPlan(held.plan);
        setRestoredFrom(held.listedAt);
        load(held.matches);
        setPhase('done');
      });
    return () => {
      live = false;
    };
  }, [periodKey]);

  const count = async (f: PeriodFilters) => {
    abort.current?.abort();
    const ctrl = new AbortController();
    abort.current = ctrl;
    setPhase('counting');
    setPlan(null);
    setProgress(null);
    setListed(0);
    setRestoredFrom(null);
    try {
      const p = await planLab(f, model, labStore(), ctrl.signal, setListed);
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
    abort.current?.abort();
    const ctrl = new AbortController();
    abort.current = ctrl;
    const e = engineNow();
    e.post({ type: 'reset' });
    setSummary(null);
    setPhase('running');
    setProgress({ matchesDone: 0, requests: 0, failed: 0, heldUntil: null });
    try {
      await runLab(
        plan,
        model,
        labStore(),
        (match) => e.post({ type: 'match', match }),
        ctrl.signal,
        setProgress,
      );
      if (!ctrl.signal.aborted) setPhase('done');
    } catch (err) {
      if (ctrl.signal.aborted) return;
      setError(err);
      setPhase('failed');
    }
  };

  /** Count a period: now when the URL already holds it, else once the URL does (the effect above). */
  const request = (f: PeriodFilters) => {
    if (JSON.stringify([f, model]) === periodKey) count(f);
    else countNext.current = true;
  };

  const stop = () => {
    abort.current?.abort();
    setPhase('stopped');
  };

  return { phase, listed, plan, progress, summary, error, restoredFrom, count, request, start, stop };
}
