import { memo, useEffect } from 'react';
import type { Score } from '../../../contract/score';
import { useLiveSignalsWhile, useLiveWhile, useShownScore } from '../../live/store/live-hooks';
import { useIsRevealed, useSpoilerFree, watchAlongStore } from '../../live/watch-along/watch-along-store';
import { breakPointFromScore, breakPointFromSignals } from './break-point';
import { useAnnounceOnOpen } from './break-point-alerts';
import { type CardPlace, TradeCard } from './trade-card';
import { useSeriesBook } from './trade-charts';
import { type TradeRow, withScore } from './trade-row';

interface LiveTradeCardProps {
  row: TradeRow;
  alertsOn: boolean;
  announce?: (title: string) => void;
  place?: CardPlace;
}

const ON_SCREEN: CardPlace = { pinned: false, moved: false, onScreen: true };

/**
 * A card wired to the live store's signals: the feed's break-point frames win when present (they
 * carry the service's own verdict); otherwise the shown score decides. While the match is hidden in
 * spoiler-free mode no alert fires (an alert is a spoiler), and revealing it does not replay one.
 * Off screen the card follows no frame, and only its break point (one boolean) while alerts are
 * on: each listener costs every store write, and most of 500 cards are off screen.
 */
function LiveTradeCardImpl({ row: listed, alertsOn, announce, place = ON_SCREEN }: LiveTradeCardProps) {
  const id = listed.match.id;
  const row = withScore(listed, useShownScore(id, listed.score, place.onScreen) as Score | null, Date.now());
  const signals = useLiveSignalsWhile(id, place.onScreen);
  const offScreenBreak = useLiveWhile(!place.onScreen && alertsOn, (s) => {
    const score = s.scores[id]?.score;
    return breakPointFromSignals(s.signals[id]) ?? (score ? breakPointFromScore(score) : undefined);
  });
  const breakPoint = place.onScreen
    ? (breakPointFromSignals(signals) ?? breakPointFromScore(row.score))
    : (offScreenBreak ?? breakPointFromScore(row.score));
  const title = `${row.match.players.p1.name} v ${row.match.players.p2.name}`;
  const revealed = useIsRevealed(id);
  const on = useSpoilerFree();
  // The hook keeps tracking the break point while hidden, so a point opened then is never announced.
  useAnnounceOnOpen(breakPoint, alertsOn && revealed, title, announce);
  // The listing's score seeds the chart (the live store's listener records the rest).
  const book = useSeriesBook();
  useEffect(() => book?.scoreSeen(id, row.score, Date.now()), [book, id, row.score]);
  const toggle = () =>
    revealed ? watchAlongStore.getState().matchHidden(id) : watchAlongStore.getState().matchRevealed(id);
  return <TradeCard row={row} breakPoint={breakPoint} spoiler={{ on, revealed, toggle }} place={place} />;
}

// Off screen a newer listing row changes nothing a trader can see: skip the render until it scrolls in
// (the list rewrites up to 100 rows every 50 ms under a busy feed).
function sameCard(a: LiveTradeCardProps, b: LiveTradeCardProps): boolean {
  const pa = a.place ?? ON_SCREEN;
  const pb = b.place ?? ON_SCREEN;
  const samePlace =
    pa.onScreen === pb.onScreen &&
    pa.pinned === pb.pinned &&
    pa.moved === pb.moved &&
    pa.onPin === pb.onPin &&
    pa.expanded === pb.expanded &&
    pa.drawn === pb.drawn &&
    pa.onExpand === pb.onExpand &&
    pa.model === pb.model;
  const sameRest =
    a.alertsOn === b.alertsOn && a.announce === b.announce && a.row.match.id === b.row.match.id;
  if (!samePlace || !sameRest) return false;
  return !pb.onScreen || a.row === b.row;
}

export const LiveTradeCard = memo(LiveTradeCardImpl, sameCard);
