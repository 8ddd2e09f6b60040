import { Badge } from '../../components/badge';
import { useFeedQuiet } from './feed-quiet';

/**
 * Past the feed's heartbeat (about 15 s) a quiet feed is likely a dead connection, not a lull in play:
 * the badge turns to a warning then.
 */
const FEED_DEAD_S = 20;

/**
 * On the grid: the live feed has said nothing for over 3 s while matches are live, so a score may be
 * behind play. At the default load (about 18 live matches) play alone leaves such gaps about a third
 * of the time, so a short quiet reads as a plain note and only a long one as a warning.
 */
export function FeedQuietBadge({ liveMatches }: { liveMatches: number }) {
  const quiet = useFeedQuiet(liveMatches);
  // The status region stays in the page so a screen reader hears the badge when it appears.
  return (
    <span role="status" className="empty:hidden">
      {quiet !== null && (
        <span data-testid="feed-quiet">
          <Badge
            tone={quiet >= FEED_DEAD_S ? 'warning' : 'neutral'}
            title="No update from the live feed for this long: a score may be behind play until it speaks again"
          >
            Feed quiet {quiet} s
          </Badge>
        </span>
      )}
    </span>
  );
}
