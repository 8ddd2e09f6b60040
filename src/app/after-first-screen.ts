import type { QueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '../lib/after-next-paint';
import { whenIdle } from '../lib/when-idle';

// What the page does besides its first screen (the feed's worker, the alerts, the status strip's
// reads, the kept live list, the service worker) waits until the first screen's data has painted.
// On a phone with a 4x slower CPU that work, started at the first render, ran between the data's
// arrival and its paint: the match page's heading waited behind the feed's and the alerts' code.

/** Past this, the rest starts anyway: a page that reads nothing, or a read that never ends. */
const FIRST_SCREEN_CAP_MS = 4_000;

/** How long an idle moment may be waited for once the data has painted. */
const IDLE_WAIT_MS = 500;

let resolveDone: () => void = () => {};
let done = new Promise<void>((resolve) => {
  resolveDone = resolve;
});
let watching = false;

/** Resolves once the first screen has painted (see `watchFirstScreen`); the same promise for every caller. */
export function afterFirstScreen(): Promise<void> {
  return done;
}

/**
 * Watches the query cache for the page's first answer (data or error): once the frame after it has
 * painted and the main thread is idle, `afterFirstScreen()` resolves. Capped at FIRST_SCREEN_CAP_MS
 * from the call. Called once by the app at its start; later calls do nothing.
 */
export function watchFirstScreen(queryClient: QueryClient, capMs = FIRST_SCREEN_CAP_MS): void {
  if (watching) return;
  watching = true;
  let settled = false;
  const finish = () => {
    if (settled) return;
    settled = true;
    unsubscribe();
    clearTimeout(cap);
    afterNextPaint(() => whenIdle(() => resolveDone(), IDLE_WAIT_MS));
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const kind = event.action.type;
    if (kind === 'success' || kind === 'error') finish();
  });
  const cap = setTimeout(finish, capMs);
}

/**
 * Whether the first screen has painted: false on the first render, true once `afterFirstScreen`
 * resolves. What that mounts (the status strip, the alerts) is drawn in a transition: React yields
 * to a tap between its parts instead of drawing them in one task the tap would wait behind.
 */
export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void afterFirstScreen().then(() => {
      if (live) startTransition(() => setReady(true));
    });
    return () => {
      live = false;
    };
  }, []);
  return ready;
}

/** Test scaffolding: a fresh, unwatched first screen. */
export function resetFirstScreenForTests(): void {
  done = new Promise<void>((resolve) => {
    resolveDone = resolve;
  });
  watching = false;
}
