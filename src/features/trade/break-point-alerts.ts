import { useCallback, useEffect, useRef, useState } from 'react';

/** localStorage key of the opt-in; alerts stay off until the user turns them on. */
export const ALERTS_KEY = 'courtside.trade.breakPointAlerts';

function readOptIn(): boolean {
  try {
    return localStorage.getItem(ALERTS_KEY) === 'on';
  } catch {
    return false;
  }
}

/** The persisted opt-in; turning it on asks for notification permission (only then, never on load). */
export function useAlertOptIn(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(readOptIn);
  const change = useCallback((next: boolean) => {
    setOn(next);
    try {
      localStorage.setItem(ALERTS_KEY, next ? 'on' : 'off');
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    if (next && typeof Notification !== 'undefined' && Notification.permission === 'default') {
      void Notification.requestPermission();
    }
  }, []);
  return [on, change];
}

function beep(): void {
  const Ctx = globalThis.AudioContext;
  if (!Ctx) return;
  const ctx = new Ctx();
  const tone = ctx.createOscillator();
  tone.frequency.value = 880;
  tone.connect(ctx.destination);
  tone.start();
  tone.stop(ctx.currentTime + 0.15);
  tone.onended = () => void ctx.close();
}

/** Announces a new break point: a browser notification when permitted, else a short tone. */
function announceBreakPoint(title: string): void {
  if (typeof Notification !== 'undefined' && Notification.permission === 'granted') {
    new Notification('Break point', { body: title });
    return;
  }
  beep();
}

/**
 * Calls `announce` when this match's break point opens. A break point already open when the card
 * mounts or alerts are switched on is not announced, so opting in does not fire a burst.
 */
export function useAnnounceOnOpen(
  open: boolean,
  enabled: boolean,
  title: string,
  announce: (title: string) => void = announceBreakPoint,
): void {
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && !wasOpen.current && enabled) announce(title);
    wasOpen.current = open;
  }, [open, enabled, title, announce]);
}
