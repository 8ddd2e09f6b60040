import { ALERT_KINDS } from '../../contract/alerts/alert-events';
import { currentConnection } from '../api/connection';
import {
  choicesFor,
  readAlertSettings,
  subscribeAlertSettings,
} from '../features/alerts/alert-settings-store';
import { readFavourites, subscribeFavourites } from '../lib/favourites-store';
import { watchAlongStore } from '../live/watch-along/watch-along-store';

/** Changes come in bursts (a click per choice): one sync a second at most. */
const SETTLE_MS = 1_000;

async function sync(): Promise<void> {
  // Only the gateway keeps subscriptions (a direct FREE key talks to the service, which has none).
  if (currentConnection().mode !== 'gateway' || typeof Notification === 'undefined') return;
  const registration = await navigator.serviceWorker?.getRegistration();
  if (!registration?.pushManager) return;
  const follows = readFavourites();
  const settings = readAlertSettings();
  const existing = await registration.pushManager.getSubscription();
  const wanted =
    Notification.permission === 'granted' &&
    settings.system &&
    follows.players.length + follows.matches.length > 0;
  if (!wanted) {
    if (!existing) return;
    await fetch('/push/subscriptions', {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ endpoint: existing.endpoint }),
    });
    await existing.unsubscribe();
    return;
  }
  const { publicKey } = (await (await fetch('/push/key')).json()) as { publicKey: string };
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
  // The gateway applies one set of choices to every follow: the kinds any follow asks for.
  const keys = [
    ...follows.matches.map((id) => `m:${id}` as const),
    ...follows.players.map((id) => `p:${id}` as const),
  ];
  const kinds = ALERT_KINDS.filter((kind) => keys.some((key) => choicesFor(settings, key)[kind]));
  const { spoilerFree, hiddenMatchIds } = watchAlongStore.getState();
  await fetch('/push/subscriptions', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      subscription: subscription.toJSON(),
      follows,
      kinds,
      hidden: spoilerFree ? hiddenMatchIds : [],
    }),
  });
}

/**
 * Keeps this browser's Web Push subscription at the gateway in step with the follows and alert
 * settings, so alerts reach the fan with the app closed. Best effort: a browser without a push
 * service (or one that refuses) keeps the in-page alerts.
 */
export function keepPushSubscription(): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const soon = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void sync().catch(() => undefined);
    }, SETTLE_MS);
  };
  soon();
  const stops = [subscribeFavourites(soon), subscribeAlertSettings(soon), watchAlongStore.subscribe(soon)];
  return () => {
    if (timer) clearTimeout(timer);
    for (const stop of stops) stop();
  };
}
