import { useEffect, useId, useState } from 'react';
import { closedAppCheckMs, msToDayReset } from '../../../contract/alerts/alert-timing';
import { currentConnection } from '../../api/connection';
import { LocalTimeText } from '../../components/local-time-text';
import { useBudgetStatus } from '../../queries/budget-context';
import { alertSettingsChanged, useAlertSettings } from './alert-settings-store';

const CHECK =
  'mt-1 size-4 accent-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 dark:accent-indigo-300';
const TIME_INPUT =
  'mt-1 w-36 rounded-md border border-slate-400 bg-white px-2 py-1 text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-700 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100';

type Permission = NotificationPermission | 'unsupported';
const permissionNow = (): Permission =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

const PERMISSION_WORDS: Record<Permission, string> = {
  granted: 'This browser shows Courtside’s notifications.',
  denied: 'Notifications are blocked for this site: allow them in the browser’s site settings.',
  default: 'Notifications are not allowed yet: alerts show in the page only.',
  unsupported: 'This browser cannot show notifications: alerts show in the page only.',
};

/** The desk's pace for closed-app checks today, by the gateway's own rule, in whole minutes. */
const closedAppMinutes = (requestsLeft: number) =>
  Math.round(closedAppCheckMs(requestsLeft, msToDayReset(Date.now())) / 60_000);

/** Settings → Alerts: how alerts reach the fan (notifications, sound, quiet hours) and how late they can be. */
export function AlertSettingsSection() {
  const settings = useAlertSettings();
  const [permission, setPermission] = useState<Permission>(permissionNow);
  const budget = useBudgetStatus();
  const hintId = useId();
  // The permission can change in the browser's own settings while the page is open.
  useEffect(() => {
    const recheck = () => setPermission(permissionNow());
    document.addEventListener('visibilitychange', recheck);
    return () => document.removeEventListener('visibilitychange', recheck);
  }, []);
  const quiet = settings.quiet;
  // Only a gateway keeps push subscriptions; a key used directly has no one to check while closed.
  const viaDesk = currentConnection().mode === 'gateway';
  return (
    <fieldset
      className="rounded-lg border border-slate-300 p-4 dark:border-slate-700"
      data-testid="alert-settings"
    >
      <legend className="px-1 text-lg font-semibold">Alerts</legend>
      <p id={hintId} className="text-sm text-slate-700 dark:text-slate-300">
        Star a player to follow them to every match, or press a match’s bell; the bell chooses what you hear
        about (on court, each set, the result, break points, a tight finish). Alerts wait your watch-along
        delay, and in spoiler-free mode they name the match but not the score.
      </p>
      {budget?.tier === 'free' && (
        <p className="mt-2 text-sm text-amber-900 dark:text-amber-200" data-testid="alert-lateness">
          On the free plan alerts come with the slate’s planned refreshes, not as they happen
          {budget.nextRefreshAt !== null && (
            <>
              {' '}
              (the next at <LocalTimeText iso={new Date(budget.nextRefreshAt).toISOString()} timeOnly />)
            </>
          )}
          : an alert can be as late as the gap between two refreshes, several minutes.{' '}
          {viaDesk ? (
            <>
              With Courtside closed, notifications come from the Courtside server’s own check of the live
              list, about every {closedAppMinutes(budget.requestsLeft)} minutes for the rest of today (it
              spends at most half the requests left today).
            </>
          ) : (
            'None come while no live page is open and visible.'
          )}
        </p>
      )}
      <p className="mt-3 text-sm" data-testid="notification-permission">
        {PERMISSION_WORDS[permission]}
      </p>
      {permission === 'default' && (
        <button
          type="button"
          onClick={() => void Notification.requestPermission().then(setPermission)}
          className="mt-2 rounded-md bg-indigo-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 dark:bg-indigo-300 dark:text-indigo-950 dark:hover:bg-indigo-200"
        >
          Allow notifications
        </button>
      )}
      <label className="mt-3 flex items-start gap-2">
        <input
          type="checkbox"
          checked={settings.system}
          onChange={(e) => alertSettingsChanged((s) => ({ ...s, system: e.target.checked }))}
          className={CHECK}
        />
        <span className="text-sm">
          <span className="font-medium">Notifications outside the page</span>
          <span className="block text-slate-700 dark:text-slate-300">
            One per event across all your Courtside tabs; a newer alert for a match replaces the older one.
          </span>
        </span>
      </label>
      <label className="mt-2 flex items-start gap-2">
        <input
          type="checkbox"
          checked={settings.sound}
          onChange={(e) => alertSettingsChanged((s) => ({ ...s, sound: e.target.checked }))}
          className={CHECK}
        />
        <span className="text-sm font-medium">Play a short tone</span>
      </label>
      <label className="mt-2 flex items-start gap-2">
        <input
          type="checkbox"
          checked={quiet !== null}
          onChange={(e) =>
            alertSettingsChanged((s) => ({
              ...s,
              quiet: e.target.checked ? { from: '22:00', to: '07:00' } : null,
            }))
          }
          className={CHECK}
        />
        <span className="text-sm">
          <span className="font-medium">Quiet hours</span>
          <span className="block text-slate-700 dark:text-slate-300">
            No notification and no tone in these hours (your local time); alerts still show in an open page.
          </span>
        </span>
      </label>
      {quiet && (
        <div className="mt-2 flex flex-wrap gap-3 pl-6">
          <label className="flex flex-col text-sm font-medium">
            From
            <input
              type="time"
              value={quiet.from}
              onChange={(e) => {
                const from = e.target.value;
                if (from)
                  alertSettingsChanged((s) => ({ ...s, quiet: { from, to: s.quiet?.to ?? '07:00' } }));
              }}
              className={TIME_INPUT}
            />
          </label>
          <label className="flex flex-col text-sm font-medium">
            To
            <input
              type="time"
              value={quiet.to}
              onChange={(e) => {
                const to = e.target.value;
                if (to)
                  alertSettingsChanged((s) => ({ ...s, quiet: { from: s.quiet?.from ?? '22:00', to } }));
              }}
              className={TIME_INPUT}
            />
          </label>
        </div>
      )}
    </fieldset>
  );
}
