import { useEffect, useRef, useState } from 'react';
import type { PeriodFilters } from '../../lib/period-filters';
import { useCountedRun } from '../../lib/use-counted-run';
import { type Engine, startEngine } from '../../lib/worker-engine';
import { type EngineMessage, emptyEngine, engineStep, summaryOf } from './lab-engine';
import type { LabMatch } from './lab-match';
import type { LabRule } from './lab-rule';
import { heldPeriod, type LabPlan, planLab, runLab } from './lab-run';
import { labStore } from './lab-store';
import type { LabSummary } from './lab-summary';

const spawn = () => new Worker(new URL('./lab.worker.ts', import.meta.url), { type: 'module' });

/** The worker's state, on this thread where no worker can start. */
const local = () => {
  let state = emptyEngine();
  return (msg: EngineMessage) => {
    state = engineStep(state, msg);
    return summaryOf(state);
  };
};

const ready = (f: PeriodFilters) => f.from !== '' && f.to !== '';

/**
 * Count, then run. A period read before in this browser is recomputed at once from what was kept
 * (no request); otherwise the period is listed first (its own few requests) so the page can say
 * what the run will cost before any of it is spent. Start reads the tapes and prices and streams
 * them to the engine; Stop aborts the reads and keeps what was evaluated. A rule change only
 * re-evaluates what is held.
 */
export function useLab(filters: PeriodFilters, rule: LabRule, model: boolean) {
  const run = useCountedRun<LabPlan>();
  const [summary, setSummary] = useState<LabSummary | null>(null);
  /** When the period recomputed from the store was listed (null after a fresh read). */
  const [restoredFrom, setRestoredFrom] = useState<number | null>(null);
  /** The user asked to count the period the URL is about to hold. */
  const countNext = useRef(false);
  const engine = useRef<Engine<EngineMessage> | null>(null);
  const ruleKey = JSON.stringify(rule);
  const periodKey = JSON.stringify([filters, model]);

  const engineNow = () => {
    engine.current ??= startEngine(spawn, local, setSummary);
    return engine.current;
  };

  // Leaving the page ends the worker.
  useEffect(
    () => () => {
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

  const count = (f: PeriodFilters) => {
    setRestoredFrom(null);
    return run.count((signal, onListed) => planLab(f, model, labStore(), signal, onListed));
  };

  // A period opened from a link: recompute from the store when every match of it is held.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the period's value.
  useEffect(() => {
    run.reset();
    setSummary(null);
    setRestoredFrom(null);
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
        run.restore(held.plan);
        setRestoredFrom(held.listedAt);
        load(held.matches);
      });
    return () => {
      live = false;
    };
  }, [periodKey]);

  const start = () => {
    if (run.plan === null) return;
    const e = engineNow();
    e.post({ type: 'reset' });
    setSummary(null);
    return run.start((plan, signal, onProgress) =>
      runLab(plan, model, labStore(), (match) => e.post({ type: 'match', match }), signal, onProgress),
    );
  };

  /** Count a period: now when the URL already holds it, else once the URL does (the effect above). */
  const request = (f: PeriodFilters) => {
    if (JSON.stringify([f, model]) === periodKey) count(f);
    else countNext.current = true;
  };

  // The run's state and Stop as the shared hook holds them; counting and starting as this page does.
  return { ...run, summary, restoredFrom, count, request, start };
}
