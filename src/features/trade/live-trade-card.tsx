import { useLiveSignals } from '../../live/store/live-hooks';
import { breakPointFromScore, breakPointFromSignals } from './break-point';
import { useAnnounceOnOpen } from './break-point-alerts';
import { TradeCard } from './trade-card';
import type { TradeRow } from './trade-row';

interface LiveTradeCardProps {
  row: TradeRow;
  alertsOn: boolean;
  announce?: (title: string) => void;
}

/**
 * A card wired to the live store's signals: the feed's break-point frames win when present (they
 * carry the service's own verdict); otherwise the shown score decides.
 */
export function LiveTradeCard({ row, alertsOn, announce }: LiveTradeCardProps) {
  const signals = useLiveSignals(row.match.id);
  const breakPoint = breakPointFromSignals(signals) ?? breakPointFromScore(row.score);
  const title = `${row.match.players.p1.name} v ${row.match.players.p2.name}`;
  useAnnounceOnOpen(breakPoint, alertsOn, title, announce);
  return <TradeCard row={row} breakPoint={breakPoint} />;
}
