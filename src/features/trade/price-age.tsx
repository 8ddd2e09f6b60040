import { AbsentValue } from '../../components/absent-value';
import { ageLabel } from '../../lib/match-labels';
import { InlineFact } from './card-prices';
import { PRICE_AGE_SHOWN_S, priceReadAge } from './price-plan';
import { secondClock, useSharedClock } from './shared-clock';
import { priceMovedAgeAt, type TradeRow } from './trade-row';

/**
 * How old a card's price is: the market as of its last read, its age shown once past 5 s. It follows
 * the grid's one-second clock, so the age is true to the second without re-rendering the whole card;
 * while the card is off screen (`ticking` false) it does not follow it.
 */
export function PriceAge({ row, ticking = true }: { row: TradeRow; ticking?: boolean }) {
  const now = useSharedClock(secondClock, ticking);
  const age = priceReadAge(row.priceReadAt, now);
  const moved = ageLabel(priceMovedAgeAt(row.priceMovedAt, now));
  const hint =
    age === null
      ? 'No price read yet'
      : `When the market’s price was last read${moved ? `; the market last moved ${moved} ago` : ''}`;
  return (
    // The read's time in ms since the epoch, exact where the text rounds (bench:trade-latency samples it).
    <InlineFact
      term="Price"
      testId="price-age"
      hint={hint}
      data={{ 'data-price-at': row.priceReadAt ?? undefined }}
    >
      {age === null ? <AbsentValue /> : age > PRICE_AGE_SHOWN_S ? `read ${ageLabel(age)} ago` : 'just read'}
    </InlineFact>
  );
}
