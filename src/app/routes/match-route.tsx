import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { parseIntId } from '../../../contract/int-id';
import { servedMatchNames } from '../../api/served-match';
import { MatchLoading } from '../../features/match/match-loading';
import { MatchPage } from '../lazy-pages';

/**
 * A match page's first screen: the names the page was served with (or their boxes) over the
 * scoreboard's frame. The same from the HTML to the page's own loading state, so nothing moves or
 * blinks while the page's code and the match's read arrive.
 */
export function MatchFirstScreen({ id }: { id: string | undefined }) {
  return <MatchLoading names={servedMatchNames(parseIntId(id))} />;
}

/** Route `/matches/:id`: the match page, its first screen held while its code loads. */
export function MatchRoute() {
  const { id } = useParams();
  return (
    <Suspense fallback={<MatchFirstScreen id={id} />}>
      <MatchPage />
    </Suspense>
  );
}
