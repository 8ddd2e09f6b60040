import { Button } from '../../components/button';
import { type PeriodFilters, periodDays } from '../../lib/period-filters';
import { type LabPlan, planCost } from './lab-run';

const int = (v: number) => v.toLocaleString('en');
const plural = (n: number, one: string, many = `${one}s`) => `${int(n)} ${n === 1 ? one : many}`;

/** What the run will cost, said before anything is spent, and the button that spends it. */
export function LabPlanSection({
  plan,
  filters,
  requestsLeft,
  canStart,
  onStart,
}: {
  plan: LabPlan;
  filters: PeriodFilters;
  /** Requests left today on this key; null when not known. */
  requestsLeft: number | null;
  canStart: boolean;
  onStart: () => void;
}) {
  const total = planCost(plan);
  const held = plan.candidates.filter((c) => c.held).length;
  const fits = requestsLeft === null || total <= requestsLeft;
  const days = periodDays(filters);
  return (
    <section aria-label="Cost of the run" data-testid="lab-plan" className="grid gap-2 text-sm">
      <p>
        <strong data-testid="lab-request-count">{plural(total, 'request')}</strong> to replay{' '}
        {plural(plan.candidates.length, 'match', 'matches')} with a market over {plural(days, 'day')}:{' '}
        {plural(plan.tapeRequests, 'match tape')} and up to {plural(plan.priceRequests, 'price read')}
        {held > 0 ? `; ${int(held)} already read in this browser cost nothing` : ''}.{' '}
        {plan.skipped > 0 &&
          `${plural(plan.skipped, 'listed match', 'listed matches')} on another surface left out. `}
        {plan.listRequests > 0 && `Counting took ${plural(plan.listRequests, 'request')}.`}
      </p>
      {requestsLeft !== null && (
        <p data-testid="lab-budget">
          {fits
            ? `That fits: ${int(requestsLeft)} requests are left today on this key.`
            : `That is more than the ${int(requestsLeft)} requests left today on this key: choose a shorter period or fewer matches.`}
        </p>
      )}
      {canStart && plan.candidates.length > 0 && (
        <div>
          <Button variant="primary" disabled={!fits} onClick={onStart}>
            {total === 0 ? 'Replay from this browser’s reads' : `Spend ${int(total)} requests and replay`}
          </Button>
        </div>
      )}
      {plan.candidates.length === 0 && <p>No match of the period had a market.</p>}
    </section>
  );
}
