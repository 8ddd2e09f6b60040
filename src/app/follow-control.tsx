import { FollowBell } from '../features/alerts/follow-bell';
import { useFavourites } from '../features/slate/favourites';
import { favouritesChanged } from '../lib/favourites-store';
import type { FollowTarget } from '../match-views/follow-slot';

const setMember = (ids: number[], id: number, on: boolean) =>
  on ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id);

/** The bell every view shows beside a match: the favourites say what is followed, the alerts what is told. */
export function FollowControl({ match }: { match: FollowTarget }) {
  const { favourites } = useFavourites();
  const { p1, p2 } = match.players;
  return (
    <FollowBell
      match={match}
      matchFollowed={favourites.matches.includes(match.id)}
      playersFollowed={[p1.id, p2.id].filter((id) => favourites.players.includes(id))}
      onFollowMatch={(on) =>
        favouritesChanged((f) => ({ ...f, matches: setMember(f.matches, match.id, on) }))
      }
      onFollowPlayer={(id, on) => favouritesChanged((f) => ({ ...f, players: setMember(f.players, id, on) }))}
    />
  );
}
