import { useSyncExternalStore } from 'react';
import { ALERT_KINDS, type AlertKind } from '../../../contract/alerts/alert-events';

/** localStorage key of the fan's alert choices (this browser only, like the favourites). */
const ALERT_SETTINGS_KEY = 'courtside.alerts';

/** Which events one follow alerts for. */
export type FollowChoices = Record<AlertKind, boolean>;

/** A follow's key: a match (`m:12`) or a player (`p:34`), the ids the favourites hold. */
export type FollowKey = `m:${number}` | `p:${number}`;

export interface QuietHours {
  /** Local times "HH:MM"; `from` later than `to` spans midnight. */
  from: string;
  to: string;
}

export interface AlertSettings {
  /** System notifications through the service worker (needs the browser's permission too). */
  system: boolean;
  sound: boolean;
  quiet: QuietHours | null;
  /** Choices per follow; a follow without an entry uses `DEFAULT_CHOICES`. */
  choices: Partial<Record<FollowKey, FollowChoices>>;
}

/** What a new follow alerts for: the moments a fan away from the screen wants; the rest opt-in. */
const DEFAULT_CHOICES: FollowChoices = {
  on_court: true,
  set: true,
  result: true,
  break_point: false,
  tight: false,
};

const DEFAULTS: AlertSettings = { system: true, sound: false, quiet: null, choices: {} };

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function parseChoices(v: unknown): FollowChoices | null {
  if (!v || typeof v !== 'object') return null;
  const o = v as Record<string, unknown>;
  const out = { ...DEFAULT_CHOICES };
  for (const kind of ALERT_KINDS) if (typeof o[kind] === 'boolean') out[kind] = o[kind] as boolean;
  return out;
}

/** A stored value read as far as it can be (a hand-edited one degrades, never crashes). */
export function parseAlertSettings(raw: string | null): AlertSettings {
  try {
    const v = JSON.parse(raw ?? 'null') as Record<string, unknown> | null;
    if (!v || typeof v !== 'object') return DEFAULTS;
    const q = v.quiet as Record<string, unknown> | null | undefined;
    const quiet =
      q && typeof q.from === 'string' && typeof q.to === 'string' && TIME.test(q.from) && TIME.test(q.to)
        ? { from: q.from, to: q.to }
        : null;
    const choices: AlertSettings['choices'] = {};
    const rawChoices = (v.choices ?? {}) as Record<string, unknown>;
    for (const [key, value] of Object.entries(rawChoices)) {
      const parsed = parseChoices(value);
      if (parsed && /^[mp]:\d+$/.test(key)) choices[key as FollowKey] = parsed;
    }
    return {
      system: typeof v.system === 'boolean' ? v.system : DEFAULTS.system,
      sound: typeof v.sound === 'boolean' ? v.sound : DEFAULTS.sound,
      quiet,
      choices,
    };
  } catch {
    return DEFAULTS;
  }
}

let cached: { raw: string | null; value: AlertSettings } | null = null;
const listeners = new Set<() => void>();

function stored(): string | null {
  try {
    return localStorage.getItem(ALERT_SETTINGS_KEY);
  } catch {
    return null;
  }
}

/** The settings now: the same object until they change (here or in another tab). */
export function readAlertSettings(): AlertSettings {
  const raw = stored();
  if (cached?.raw !== raw) cached = { raw, value: parseAlertSettings(raw) };
  return cached.value;
}

/** Changes the settings and persists them. */
export function alertSettingsChanged(change: (prev: AlertSettings) => AlertSettings): void {
  const next = change(readAlertSettings());
  const raw = JSON.stringify(next);
  try {
    localStorage.setItem(ALERT_SETTINGS_KEY, raw);
  } catch {
    // Storage blocked: nothing to keep; the choice is lost with the page.
  }
  // Blocked storage reads back null, which then keeps this value for the page's life.
  cached = { raw: stored(), value: next };
  for (const listener of listeners) listener();
}

/** Tell `listener` whenever the settings change (here or in another tab); returns the unsubscribe. */
export function subscribeAlertSettings(listener: () => void): () => void {
  listeners.add(listener);
  const fromOtherTab = (e: StorageEvent) => {
    if (e.key === ALERT_SETTINGS_KEY) listener();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

/** The alert settings for a view. */
export function useAlertSettings(): AlertSettings {
  return useSyncExternalStore(subscribeAlertSettings, readAlertSettings, readAlertSettings);
}

/** One follow's choices (the defaults until the fan changes them). */
export function choicesFor(settings: AlertSettings, key: FollowKey): FollowChoices {
  return settings.choices[key] ?? DEFAULT_CHOICES;
}

/** Sets one choice of one follow. */
export function choiceChanged(key: FollowKey, kind: AlertKind, on: boolean): void {
  alertSettingsChanged((s) => ({
    ...s,
    choices: { ...s.choices, [key]: { ...choicesFor(s, key), [kind]: on } },
  }));
}
