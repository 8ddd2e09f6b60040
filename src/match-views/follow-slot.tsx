import { type ComponentType, createContext, useContext } from 'react';

/** What a follow control needs to know of a match. */
export interface FollowTarget {
  id: number;
  players: { p1: { id: number; name: string }; p2: { id: number; name: string } };
}

/**
 * The follow control a view shows beside a match (the slate's rows, the match page's header). The
 * app supplies it (the alerts and the favourites are composed there), so a view needs no import of
 * either; without one, nothing is drawn.
 */
export const FollowSlotContext = createContext<ComponentType<{ match: FollowTarget }> | null>(null);

/** The app's follow control for this match, if the app gave one. */
export function FollowSlot({ match }: { match: FollowTarget }) {
  const Control = useContext(FollowSlotContext);
  return Control ? <Control match={match} /> : null;
}
