import { useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';

/** localStorage key of the watch-along preferences (delay, spoiler-free mode, hidden matches). */
export const WATCH_ALONG_KEY = 'courtside.watch-along';

/** The longest hold the settings allow: two minutes covers the lag of every common TV or stream. */
export const MAX_DELAY_SECONDS = 120;

export interface WatchAlongState {
  /** Seconds every live update is held back so the dashboard matches the stream being watched. */
  delaySeconds: number;
  /** When on, the scores and results of `hiddenMatchIds` stay hidden until revealed. */
  spoilerFree: boolean;
  /** Matches the user chose to keep unspoilt, in the order chosen. */
  hiddenMatchIds: number[];
}

interface WatchAlongActions {
  delayChosen: (seconds: number) => void;
  spoilerFreeToggled: (on: boolean) => void;
  matchHidden: (matchId: number) => void;
  matchRevealed: (matchId: number) => void;
  allRevealed: () => void;
}

export type WatchAlongStore = WatchAlongState & WatchAlongActions;

/** No delay, spoilers shown, nothing hidden. */
export const WATCH_ALONG_DEFAULTS: WatchAlongState = {
  delaySeconds: 0,
  spoilerFree: false,
  hiddenMatchIds: [],
};

/** Clamps any input (typed number, slider, stale storage) into 0–120 whole seconds. */
export function clampDelay(seconds: number): number {
  if (!Number.isFinite(seconds)) return 0;
  return Math.min(MAX_DELAY_SECONDS, Math.max(0, Math.round(seconds)));
}

/** A fresh persisted store; the app uses one (below), tests make their own. */
export function createWatchAlongStore() {
  return createStore<WatchAlongStore>()(
    persist(
      (set) => ({
        ...WATCH_ALONG_DEFAULTS,
        delayChosen: (seconds) => set({ delaySeconds: clampDelay(seconds) }),
        spoilerFreeToggled: (on) => set({ spoilerFree: on }),
        matchHidden: (id) =>
          set((s) => (s.hiddenMatchIds.includes(id) ? s : { hiddenMatchIds: [...s.hiddenMatchIds, id] })),
        matchRevealed: (id) => set((s) => ({ hiddenMatchIds: s.hiddenMatchIds.filter((m) => m !== id) })),
        allRevealed: () => set({ hiddenMatchIds: [] }),
      }),
      {
        name: WATCH_ALONG_KEY,
        storage: createJSONStorage(() => localStorage),
        // Only data is stored; a hand-edited or older value is clamped back into range on load.
        partialize: ({ delaySeconds, spoilerFree, hiddenMatchIds }) => ({
          delaySeconds,
          spoilerFree,
          hiddenMatchIds,
        }),
        merge: (stored, current) => {
          const s = (stored ?? {}) as Partial<WatchAlongState>;
          return {
            ...current,
            delaySeconds: clampDelay(Number(s.delaySeconds ?? 0)),
            spoilerFree: s.spoilerFree === true,
            hiddenMatchIds: Array.isArray(s.hiddenMatchIds)
              ? s.hiddenMatchIds.filter((id): id is number => typeof id === 'number')
              : [],
          };
        },
      },
    ),
  );
}

export const watchAlongStore = createWatchAlongStore();

/** Whole watch-along state and actions for settings-style views (few subscribers, rare changes). */
export function useWatchAlong(): WatchAlongStore {
  return useStore(watchAlongStore);
}

/** The hold in milliseconds the live store applies before showing a frame (0 = show at once). */
export const delayMs = (state: WatchAlongState = watchAlongStore.getState()) => state.delaySeconds * 1000;

/**
 * Pure: whether a match's score and result may be shown. Without spoiler-free mode everything is
 * revealed; with it, only matches the user has not chosen to hide.
 */
export function isRevealed(matchId: number, state: WatchAlongState = watchAlongStore.getState()): boolean {
  return !state.spoilerFree || !state.hiddenMatchIds.includes(matchId);
}

/** One match's reveal state as a hook, so a row re-renders only when its own answer changes. */
export function useIsRevealed(matchId: number): boolean {
  return useStore(watchAlongStore, (s) => isRevealed(matchId, s));
}

/** The chosen delay alone, for always-mounted readers such as the status strip. */
export const useWatchAlongDelay = () => useStore(watchAlongStore, (s) => s.delaySeconds);

/** Whether spoiler-free mode is on, for always-mounted readers. */
export const useSpoilerFree = () => useStore(watchAlongStore, (s) => s.spoilerFree);
