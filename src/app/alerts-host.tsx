import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { momentOf } from '../../contract/alerts/alert-events';
import { claimAlert } from '../features/alerts/alert-claim';
import { deliverAlert } from '../features/alerts/alert-delivery';
import { createAlertEngine } from '../features/alerts/alert-engine';
import { readAlertSettings } from '../features/alerts/alert-settings-store';
import { AlertToasts } from '../features/alerts/alert-toasts';
import { readFavourites } from '../lib/favourites-store';
import { appLiveCore } from '../live/store/live-core';
import { isRevealed } from '../live/watch-along/watch-along-store';
import { matchQueries } from '../queries/match-queries';
import { keepPushSubscription } from './push-subscription';

/** A hidden tab waits this long before claiming an event, so a tab the fan is looking at shows it. */
const HIDDEN_TAB_WAIT_MS = 1_500;

function claimPreferringVisible(key: string): Promise<boolean> {
  if (document.visibilityState === 'visible') return claimAlert(key);
  return new Promise((resolve) => setTimeout(() => resolve(claimAlert(key)), HIDDEN_TAB_WAIT_MS));
}

/**
 * The fan's alerts for the app's lifetime: the favourites (features/slate) say who is followed, the
 * alerts (features/alerts) watch the live list the slate reads, and the toasts sit over every page.
 */
export function AlertsHost() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      createAlertEngine({
        queryClient,
        listKey: matchQueries.live().queryKey,
        follows: readFavourites,
        settings: readAlertSettings,
        withdrawn: (id, seq) => appLiveCore().store.getState().scores[id]?.withdrawn.includes(seq) ?? false,
        // One read of a followed match that left the live list, through the request budget.
        readMatch: (id) =>
          queryClient
            .fetchQuery({ ...matchQueries.detail(id), staleTime: 0 })
            .then(momentOf)
            .catch(() => null),
        claim: claimPreferringVisible,
        deliver: (alert) => deliverAlert(alert, isRevealed(alert.event.matchId)),
      }),
    [queryClient],
  );
  // With the app closed, the gateway's Web Push carries the same alerts (gateway/push/).
  useEffect(() => (import.meta.env.PROD ? keepPushSubscription() : undefined), []);
  return <AlertToasts />;
}
