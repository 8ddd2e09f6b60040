import type { Score } from '../../../contract/score';
import { useLiveSignals, useShownScore } from '../../live/store/live-hooks';
import { useIsRevealed, useSpoilerFree, watchAlongStore } from '../../live/watch-along/watch-along-store';
import { breakPointFromScore, breakPointFromSignals } from './break-point';
import { useAnnounceOnOpen } from './break-point-alerts';
import { TradeCard } from './trade-card';
import { type TradeRow, withScore } from './trade-row';

interface LiveTradeCardProps {
  row: TradeRow;
  alertsOn: boolean;
  announce?: (title: string) => void;
}

/**
 * A card wired to the live store's signals: the feed's break-point frames win when present (they
 * carry the service's own verdict); otherwise the shown score decides. While the match is hidden in
 * spoiler-free mode no alert fires (an alert is a spoiler), and revealing it does not replay one.
 */
export function LiveTradeCard({ row: listed, alertsOn, announce }: LiveTradeCardProps) {
  const row = withScore(listed, useShownScore(listed.match.id, listed.score) as Score | null, Date.now());
  const signals = useLiveSignals(row.match.id);
  const breakPoint = breakPointFromSignals(signals) ?? breakPointFromScore(row.score);
  const title = `${row.match.players.p1.name} v ${row.match.players.p2.name}`;
  const id = row.match.id;
  const revealed = useIsRevealed(id);
  const on = useSpoilerFree();
  // The hook keeps tracking the break point while hidden, so a point opened then is never announced.
  useAnnounceOnOpen(breakPoint, alertsOn && revealed, title, announce);
  const toggle = () =>
    revealed ? watchAlongStore.getState().matchHidden(id) : watchAlongStore.getState().matchRevealed(id);
  return <TradeCard row={row} breakPoint={breakPoint} spoiler={{ on, revealed, toggle }} />;
}
