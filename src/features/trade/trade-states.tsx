import type { ApiError } from '../../api/api-error';
import { type TierGate, TierNotice, ViewEmpty, ViewError, ViewLoading } from '../../components/view-states';

/** What each tier adds to the grid, so a gated trader knows what upgrading buys. */
export const TRADE_GATES: Record<'PRO' | 'ULTRA', TierGate> = {
  PRO: { tier: 'PRO', adds: 'market mids, price ages and, with ULTRA, the model’s edge over the market' },
  ULTRA: { tier: 'ULTRA', adds: 'the model’s win probability, danger and edge over the market' },
};

/** A grid shown below the tier that fills it: what is missing and which tier adds it. */
export function TradeTierNotice({ tier }: { tier: 'PRO' | 'ULTRA' }) {
  return <TierNotice gate={TRADE_GATES[tier]} />;
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
