import { Badge } from '../components/badge';
import { ageLabel } from '../lib/match-labels';
import { useFeedStale } from '../live/store/feed-stale';

/**
 * On trader views: the live feed has said nothing for over 3 s while matches are live, so a score, a
 * probability or an edge may be behind play. The mark shows how long, and goes the moment the next
 * update arrives. `liveMatches`: how many live matches the view shows (none: no mark).
 */
export function FeedStaleBadge({ liveMatches }: { liveMatches: number }) {
  const stale = useFeedStale(liveMatches);
  // The status region stays in the page so a screen reader hears the mark when it appears.
  return (
    <span role="status" className="empty:hidden">
      {stale !== null && (
        <span data-testid="feed-stale">
          <Badge
            tone="warning"
            title="The live feed has sent no update for this long while matches are in play: scores, probabilities and edges may be behind play until it speaks again. At a quiet moment play alone can leave a few seconds without a point."
          >
            <span>
              Feed stale · <span className="normal-case">{ageLabel(stale)}</span>
            </span>
          </Badge>
        </span>
      )}
    </span>
  );
}
