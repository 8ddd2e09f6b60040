import { Badge } from '../../components/badge';
import { useFeedQuiet } from './feed-quiet';

/** On the grid: the live feed has said nothing for over 3 s while matches are live, so scores may be old. */
export function FeedQuietBadge({ liveMatches }: { liveMatches: number }) {
  const quiet = useFeedQuiet(liveMatches);
  // The status region stays in the page so a screen reader hears the badge when it appears.
  return (
    <span role="status" className="empty:hidden">
      {quiet !== null && (
        <span data-testid="feed-quiet">
          <Badge
            tone="warning"
            title="No score from the live feed for a while: the cards may be behind play until it speaks again"
          >
            Feed quiet {quiet} s
          </Badge>
        </span>
      )}
    </span>
  );
}
