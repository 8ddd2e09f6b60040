import type { Side } from '../../../lib/score-format';
import { useTurn } from '../../../lib/use-turn';
import { useBudgetTier } from '../../../queries/budget-context';
import { useMarketQuotes } from '../../../queries/market-quotes';
import { MarketMid } from './market-mid';
import { NO_MIDS, rowFigures } from './row-figures';

/** Tiers whose keys read prices (PRO and up); an unknown tier asks nothing. */
const PRICED_TIERS = new Set(['pro', 'ultra']);

interface Props {
  matchId: number;
  names: Readonly<Record<Side, string>>;
  /** p1's model chance when the row draws one (the quote then follows the model's favourite). */
  modelP1: number | null;
}

/**
 * The market mid for a slate row on screen, for the player the row's figures name. `GET /matches`
 * carries no price, so the row quotes its market as the trader grid does (one prices read, refreshed
 * by tier, shared through the query cache). The row mounts this only while it is on screen and its
 * match has a market: 500 rows never ask 500 times.
 */
export function QuotedMarketMid(props: Props) {
  // Read here, not in the row: only quoting rows need the tier.
  const tier = useBudgetTier();
  return <MarketQuoteFor {...props} tier={tier} />;
}

/** The quote itself, for a known tier; nothing is asked below PRO. */
export function MarketQuoteFor({ matchId, names, modelP1, tier }: Props & { tier: string | null }) {
  const priced = tier !== null && PRICED_TIERS.has(tier);
  // The rows on screen mount their quotes together: each read starts in a task of its own. A quote
  // already cached shows at once (a disabled read still gives what the cache holds).
  const turn = useTurn(priced);
  const { quotes } = useMarketQuotes(priced ? [matchId] : [], priced && turn, tier);
  const figures = rowFigures(modelP1, quotes.get(matchId)?.sides ?? NO_MIDS);
  return figures.market === null ? null : (
    <MarketMid name={names[figures.side]} probability={figures.market} afterModel={figures.model !== null} />
  );
}
