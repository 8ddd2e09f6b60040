import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ApiError } from '../../api/api-error';
import { RunStatus } from '../../components/run-status';
import { TierNotice, ViewError } from '../../components/view-states';
import { type PeriodFilters, readPeriodFilters, writePeriodFilters } from '../../lib/period-filters';
import { PeriodForm } from '../../match-views/period-form';
import { useBudgetStatus, useTierBelow } from '../../queries/budget-context';
import { LabPlanSection } from './lab-plan-section';
import { LabResults } from './lab-results';
import { type LabRule, readRule, writeRule } from './lab-rule';
import { ruleSentence } from './lab-words';
import { RuleForm } from './rule-form';
import { useLab } from './use-lab';

const GATE = {
  tier: 'PRO',
  adds: 'per-point market prices, which the lab replays (ULTRA adds the model’s edge)',
};

const RUN_WORDS = {
  unit: 'matches',
  bar: 'Matches replayed',
  running: 'Replaying',
  done: 'Replayed',
  stopped: 'the results below cover the matches replayed before Stop.',
};

/**
 * /trade/lab: a rule replayed over the recorded matches of a period as fixed-stake paper trades at
 * the market mid. History reads only (`/history/matches`, each match's tape and `/prices`), the
 * cost announced before the run; the rule, the period and so the results live in the URL.
 */
export function LabPage() {
  const [params, setParams] = useSearchParams();
  const budget = useBudgetStatus();
  const belowPro = useTierBelow('PRO');
  // The model's chance (and so the edge) is an ULTRA field; an unknown tier (no budget) reads it.
  const model = budget === null || budget.tier === 'ultra';
  const filters = readPeriodFilters(params);
  const rule = readRule(params, model);
  const lab = useLab(filters, rule, model);

  useEffect(() => {
    document.title = 'In-play lab · Courtside';
  }, []);

  const write = (f: PeriodFilters, r: LabRule) =>
    setParams(writeRule(writePeriodFilters(new URLSearchParams(), f), r), { replace: true });

  const running = lab.phase === 'running' || lab.phase === 'counting';
  const showResults =
    lab.summary !== null && (lab.phase === 'running' || lab.phase === 'done' || lab.phase === 'stopped');
  const error = lab.error as ApiError | null;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight">In-play lab</h1>
        <Link
          to="/trade"
          className="text-sm font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
        >
          Back to the trader grid
        </Link>
      </div>
      <p className="max-w-3xl text-sm text-slate-700 dark:text-slate-300">
        Test an idea on recorded matches: write a rule, pick a period, and the lab replays each match point by
        point with the market as it stood, opening a paper trade wherever the rule fires and closing it as the
        rule says.
        {model
          ? ''
          : ' With this key the rule works on the market alone: the model’s edge needs an ULTRA key.'}
      </p>
      {belowPro ? (
        <TierNotice gate={GATE} />
      ) : (
        <>
          <RuleForm rule={rule} model={model} onChange={(r) => write(filters, r)} />
          <p className="text-sm" data-testid="lab-rule">
            {ruleSentence(rule)}
          </p>
          <PeriodForm
            filters={filters}
            onApply={(f) => {
              lab.request(f);
              write(f, rule);
            }}
          />
          {lab.phase === 'idle' && (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              Choose a period, then count its matches: the page says what the run will cost before it reads
              anything more. One day is a good start.
            </p>
          )}
          {lab.phase === 'counting' && (
            <p role="status" className="text-sm">
              Counting the matches of the period… {lab.listed.toLocaleString('en')} listed so far.
            </p>
          )}
          {lab.phase === 'failed' && error && (
            <ViewError
              title="The lab could not read the period."
              error={error}
              gate={GATE}
              onRetry={() => lab.count(filters)}
              retrying={running}
            />
          )}
          {lab.restoredFrom !== null && lab.plan && (
            <p className="text-sm" data-testid="lab-restored">
              Recomputed without a request from the {lab.plan.candidates.length.toLocaleString('en')} matches
              this browser read for the period (listed {new Date(lab.restoredFrom).toLocaleString()}).{' '}
              <button
                type="button"
                className="font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
                onClick={() => lab.count(filters)}
              >
                List the period again
              </button>
            </p>
          )}
          {lab.plan && lab.restoredFrom === null && (
            <LabPlanSection
              plan={lab.plan}
              filters={filters}
              requestsLeft={budget?.requestsLeft ?? null}
              canStart={lab.phase === 'planned'}
              onStart={() => lab.start()}
            />
          )}
          {lab.progress && lab.plan && (
            <RunStatus
              phase={lab.phase}
              progress={lab.progress}
              total={lab.plan.candidates.length}
              words={RUN_WORDS}
              testId="lab-progress"
              onStop={lab.stop}
            />
          )}
          {showResults && lab.summary && <LabResults summary={lab.summary} rule={rule} filters={filters} />}
        </>
      )}
    </div>
  );
}
