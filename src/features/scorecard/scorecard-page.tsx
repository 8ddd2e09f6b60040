import { Button } from '../../components/button';
import { RunStatus } from '../../components/run-status';
import { ViewError } from '../../components/view-states';
import { periodDays } from '../../lib/period-filters';
import { PeriodForm } from '../../match-views/period-form';
import { useBudgetStatus } from '../../queries/budget-context';
import { ScorecardCard } from './scorecard-card';
import { planTotal } from './scorecard-run';
import { useScorecardUrl } from './scorecard-url';
import { useScorecard } from './use-scorecard';

const int = (v: number) => v.toLocaleString('en');

const RUN_WORDS = {
  unit: 'matches',
  bar: 'Matches scored',
  running: 'Scoring',
  done: 'Scored',
  stopped: 'the scores below cover the matches read before Stop.',
};

/**
 * /scorecard: how well the service's in-play win probability and the market mid were calibrated
 * over a period, each against its own pre-match value held fixed. Only contract reads are used
 * (`/history/matches`, `/history/matches/{id}`, `/history/matches/{id}/prices`), so it scores any
 * service that follows the contract.
 */
export function ScorecardPage() {
  const [filters, update] = useScorecardUrl();
  const card = useScorecard();
  const budget = useBudgetStatus();
  const total = card.plan ? planTotal(card.plan) : 0;
  const left = budget?.requestsLeft ?? null;
  const fits = left === null || total <= left;
  const ready = filters.from !== '' && filters.to !== '';
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold tracking-tight">Model and market scorecard</h1>
      <p className="max-w-3xl text-sm text-slate-700 dark:text-slate-300">
        For completed matches in a period, how often player 1 went on to win when the service’s in-play model,
        or the market, gave a chance in each tenth, with the Brier score and log loss of every forecast
        against a forecaster that keeps the pre-match value all match. Walkovers, retirements and matches with
        no model forecasts are left out; the last state of each match, when the result is known, is not
        scored.
      </p>
      <PeriodForm
        filters={filters}
        onApply={(f) => {
          update(f);
          card.count(f);
        }}
      />
      {!ready && card.phase === 'idle' && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Choose a period, then count its matches: the page says what the run will cost before it reads
          anything more. A few days is a good start.
        </p>
      )}
      {ready && card.phase === 'idle' && (
        <div>
          <Button variant="secondary" onClick={() => card.count(filters)}>
            Count matches from {filters.from} to {filters.to}
          </Button>
        </div>
      )}
      {card.phase === 'counting' && (
        <p role="status" className="text-sm">
          Counting the matches of the period… {int(card.listed)} listed so far.
        </p>
      )}
      {card.phase === 'failed' && (
        <ViewError
          title="The matches of the period could not be listed."
          error={card.error as never}
          onRetry={() => card.count(filters)}
          retrying={false}
        />
      )}
      {card.plan && (
        <section aria-label="Cost of the run" data-testid="scorecard-plan" className="grid gap-2 text-sm">
          <p>
            <strong data-testid="scorecard-request-count">{int(total)} requests</strong> to score{' '}
            {int(card.plan.candidates.length)} matches over {periodDays(filters)} day
            {periodDays(filters) === 1 ? '' : 's'}: {int(card.plan.tapeRequests)} match tapes and up to{' '}
            {int(card.plan.priceRequests)} price reads (
            {int(card.plan.candidates.filter((c) => c.hasMarket).length)} matches had a market).{' '}
            {card.plan.skipped > 0 &&
              `${int(card.plan.skipped)} listed matches were left out by the filters. `}
            Counting took {int(card.plan.listRequests)} request{card.plan.listRequests === 1 ? '' : 's'}.
          </p>
          {left !== null && (
            <p data-testid="scorecard-budget">
              {fits
                ? `That fits: ${int(left)} requests are left today on this key.`
                : `That is more than the ${int(left)} requests left today on this key: choose a shorter period or fewer matches.`}
            </p>
          )}
          {card.phase === 'planned' && card.plan.candidates.length > 0 && (
            <div>
              <Button variant="primary" disabled={!fits} onClick={() => card.start()}>
                Spend {int(total)} requests and score
              </Button>
            </div>
          )}
          {card.plan.candidates.length === 0 && <p>No match of the period can be scored.</p>}
        </section>
      )}
      {card.progress && card.plan && (
        <RunStatus
          phase={card.phase}
          progress={card.progress}
          total={card.plan.candidates.length}
          words={RUN_WORDS}
          testId="scorecard-progress"
          onStop={card.stop}
        />
      )}
      {card.result && (
        <div className="grid gap-8">
          <ScorecardCard
            id="model"
            title="The service’s in-play win probability"
            liveLabel="Model"
            live={card.result.model.live}
            baseline={card.result.model.baseline}
            emptyText="No match read so far carried model forecasts."
          />
          <ScorecardCard
            id="market"
            title="The market mid"
            liveLabel="Market"
            live={card.result.market.live}
            baseline={card.result.market.baseline}
            emptyText="No match read so far had price rows."
          />
          {card.result.unscored > 0 && (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {int(card.result.unscored)} match{card.result.unscored === 1 ? '' : 'es'} read could not be
              scored (no result, a walkover or retirement, or fewer than two forecasts).
            </p>
          )}
        </div>
      )}
    </div>
  );
}
