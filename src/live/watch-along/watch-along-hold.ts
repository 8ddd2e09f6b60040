import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { DelaySource } from './delay-line';
import { delayMs, useWatchAlongDelay, watchAlongStore } from './watch-along-store';

/** The user's watch-along delay as a delay-line source: read at arrival, changes heard at once. */
export const watchAlongDelaySource: DelaySource = {
  delayMs: () => delayMs(watchAlongStore.getState()),
  subscribe: (onChange) =>
    watchAlongStore.subscribe((s, prev) => {
      if (s.delaySeconds !== prev.delaySeconds) onChange();
    }),
};

/** What the app's holds keep back right now: feed frames, and REST answers of live reads. */
export interface HoldStatus {
  heldFrames: number;
  heldReads: number;
}

/** Written by the app's frame intake and live-read hold; read by the status strip. */
export const holdStatusStore = createStore<HoldStatus>(() => ({ heldFrames: 0, heldReads: 0 }));

/** What the status strip says about the hold: "Held 30 s (watch-along) · 12 updates waiting". */
export function useWatchAlongHold(): { delaySeconds: number; heldFrames: number; heldReads: number } {
  const delaySeconds = useWatchAlongDelay();
  const heldFrames = useStore(holdStatusStore, (s) => s.heldFrames);
  const heldReads = useStore(holdStatusStore, (s) => s.heldReads);
  return { delaySeconds, heldFrames, heldReads };
}

/** The status strip's words for the hold, or null when nothing is held back (delay 0). */
export function holdLabel({
  delaySeconds,
  heldFrames,
  heldReads = 0,
}: Partial<HoldStatus> & {
  delaySeconds: number;
  heldFrames: number;
}): string | null {
  if (delaySeconds <= 0) return null;
  const waiting = heldFrames + heldReads;
  return `Held ${delaySeconds} s (watch-along) · ${waiting} ${waiting === 1 ? 'update' : 'updates'} waiting`;
}
