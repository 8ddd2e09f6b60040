import { alertText } from '../../../contract/alerts/alert-text';
import type { DueAlert } from './alert-engine';
import { readAlertSettings } from './alert-settings-store';
import { toastShown } from './alert-toasts-store';
import { inQuietHours } from './quiet-hours';

function beep(): void {
  const Ctx = globalThis.AudioContext;
  if (!Ctx) return;
  const ctx = new Ctx();
  const tone = ctx.createOscillator();
  tone.frequency.value = 660;
  tone.connect(ctx.destination);
  tone.start();
  tone.stop(ctx.currentTime + 0.2);
  tone.onended = () => void ctx.close();
}

/** Shows a system notification through the service worker (the page's own `Notification` as a fallback). */
async function notify(title: string, body: string, matchId: number, tag: string): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const options: NotificationOptions = {
    body,
    // One notification per match: a newer alert replaces the older one, as on the push path.
    tag: `match-${matchId}`,
    icon: '/icons/icon-192.png',
    badge: '/icons/badge-96.png',
    data: { url: `/matches/${matchId}`, key: tag },
  };
  const registration = await navigator.serviceWorker?.getRegistration();
  if (registration) await registration.showNotification(title, options);
  else new Notification(title, options);
}

/**
 * Shows an alert: always as a toast in the page; as a system notification when the fan allows it
 * and the browser does; with a tone when chosen. Quiet hours silence the notification and the tone,
 * not the toast (the fan is looking at the page).
 */
export function deliverAlert({ event, moment }: DueAlert, revealed: boolean, now = new Date()): void {
  const settings = readAlertSettings();
  const text = alertText(event, moment, revealed);
  toastShown({ id: event.key, matchId: event.matchId, ...text });
  if (inQuietHours(now, settings.quiet)) return;
  if (settings.system) void notify(text.title, text.body, event.matchId, event.key).catch(() => undefined);
  if (settings.sound) beep();
}
