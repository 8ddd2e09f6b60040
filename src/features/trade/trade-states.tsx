import type { ApiError } from '../../api/api-error';
import { type TierGate, ViewEmpty, ViewError, ViewLoading } from '../../components/view-states';

/** What each tier adds to the grid, so a gated trader knows what upgrading buys. */
const TRADE_GATES: Record<'PRO' | 'ULTRA', TierGate> = {
  PRO: { tier: 'PRO', adds: 'market mids, price ages and, with ULTRA, the model’s edge over the market' },
  ULTRA: { tier: 'ULTRA', adds: 'the model’s win probability, point importance and edge over the market' },
};

/**
 * A grid shown below the tier that fills it: what is missing and which tier adds it, on one line
 * above the cards (a panel took a whole row of cards at 1440 px).
 */
export function TradeTierNotice({ tier }: { tier: 'PRO' | 'ULTRA' }) {
  return (
    <p data-testid="tier-notice" className="text-sm text-indigo-950 dark:text-indigo-100">
      <span className="mr-1.5 rounded bg-indigo-100 px-1.5 py-0.5 text-xs font-semibold dark:bg-indigo-900">
        {tier}
      </span>{' '}
      adds {TRADE_GATES[tier].adds}.{' '}
      <a className="font-medium underline underline-offset-2" href="/settings#upgrade">
        How to upgrade
      </a>
    </p>
  );
}

interface TradeErrorProps {
  error: ApiError;
  onRetry: () => void;
  retrying: boolean;
}

/** The slate could not be read: rate limits say when to retry, a tier refusal says what opens the grid. */
export function TradeError(props: TradeErrorProps) {
  return <ViewError title="The trader grid could not be loaded." gate={TRADE_GATES.PRO} {...props} />;
}

export const TradeLoading = () => <ViewLoading label="Loading live matches…" />;

export const TradeEmpty = () => <ViewEmpty>No matches are live right now.</ViewEmpty>;
