import { AbsentValue } from '../../components/absent-value';
import { ageLabel } from '../../lib/match-labels';
import { InlineFact } from './card-prices';
import { secondClock, useSharedClock } from './shared-clock';
import { scoreAgeAt, type TradeRow } from './trade-row';

const ago = (seconds: number | null) => {
  const label = ageLabel(seconds);
  return label === null ? <AbsentValue /> : `${label} ago`;
};

/**
 * How long since the score last changed ("Last point 7 s ago"), on the grid's one-second clock like
 * the price's age: the card itself is not re-rendered for an age (a grid-wide tick re-rendered every
 * card on screen at once, a frame of 45 cards' work every few seconds under a busy feed).
 */
export function ScoreAge({ row, ticking = true }: { row: TradeRow; ticking?: boolean }) {
  const now = useSharedClock(secondClock, ticking);
  return (
    <InlineFact term="Last point" testId="score-age">
      {ago(scoreAgeAt(row.score, now))}
    </InlineFact>
  );
}
