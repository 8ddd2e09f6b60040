import type { ApiError } from '../../api/api-error';
import { TierNotice, ViewError } from '../../components/view-states';
import type { PriceAtRow } from './tape-scoreboard';
import { marketSourceWords } from './market-source-words';

const PRICE_GATE = { tier: 'PRO', adds: 'the market price at every point' };

type PricesQuery = {
  isPending: boolean;
  isError: boolean;
  error: ApiError | null;
  isFetching: boolean;
  refetch: () => unknown;
};

/** What the scoreboard shows for the price before quotes are in hand. */
export function priceStatus(query: PricesQuery, hasRows: boolean): PriceAtRow | null {
  if (query.isError && query.error) {
    const p = query.error.problem;
    if (p.type === 'upgrade_required') return { kind: 'none', text: 'Available with a PRO key' };
    if (p.type === 'no_market') return { kind: 'none', text: 'No market was mapped for this match.' };
    return { kind: 'none', text: 'Prices could not be loaded.' };
  }
  if (query.isPending) return { kind: 'none', text: 'Loading prices…' };
  if (!hasRows) return { kind: 'none', text: 'No priced points.' };
  return null;
}

/** The price overlay's own notice: the PRO gate, no market, an error with retry, or the source label. */
export function TapePricesSection({ query, source }: { query: PricesQuery; source: string | null }) {
  if (query.isError && query.error) {
    const p = query.error.problem;
    if (p.type === 'upgrade_required') return <TierNotice gate={PRICE_GATE} error={query.error} />;
    if (p.type === 'no_market')
      return (
        <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="no-market">
          No market was mapped for this match, so there is no price at each point.
        </p>
      );
    return (
      <ViewError
        title="Per-point prices could not be loaded."
        error={query.error}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.isPending) return null;
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      Price at each point: mid of each side&apos;s quote at the point&apos;s capture time. Market source:{' '}
      <span className="font-semibold">{marketSourceWords(source) ?? 'not stated'}</span>.
    </p>
  );
}
