import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { MatchList } from '../../contract/match';
import { ApiError } from '../api/api-error';
import { matchQueries } from '../queries/match-queries';
import { loadSlateSnapshot, type SlateSnapshot, saveSlateSnapshot } from './slate-snapshot-store';

/** At most one write per this long: a paid feed changes the list many times a second. */
const SAVE_EVERY_MS = 15_000;

/**
 * The snapshot as an offline page shows it: every score marked stale with its true age (its age
 * when read plus the time since), so each row's stale mark says how old it is; nothing else changes.
 */
export function agedSnapshot(snapshot: SlateSnapshot, now: number): MatchList {
  const since = Math.max(0, Math.floor((now - snapshot.savedAt) / 1000));
  return {
    ...snapshot.list,
    data: snapshot.list.data.map((m) =>
      m.score
        ? {
            ...m,
            score: {
              ...m.score,
              stale: true,
              age_seconds: m.score.age_seconds === null ? since : m.score.age_seconds + since,
            },
          }
        : m,
    ),
  };
}

/** The network or the service could not be reached: the kept list is better than nothing. */
function unreachable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.kind === 'network' || (error.kind === 'http' && [502, 503, 504].includes(error.status));
}

let restoredAt: number | null = null;
const listeners = new Set<() => void>();

/** When the scores on screen were read, if they came from the snapshot (null: they are live). */
export const snapshotRestoredAt = () => restoredAt;
/** Tell `listener` when a snapshot is put on screen or replaced by live data. */
export function onSnapshotChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const changed = (at: number | null) => {
  restoredAt = at;
  for (const l of listeners) l();
};

/**
 * Keeps the last live list in IndexedDB and, when the page starts (or goes) offline with no live
 * list of its own, puts the kept one on screen with its age. Live data, when it comes, replaces it.
 */
export function keepSlateSnapshot(qc: QueryClient, now: () => number = Date.now): () => void {
  const key = matchQueries.live().queryKey;
  const hash = hashKey(key);
  let pending: MatchList | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let restoring: MatchList | null = null;
  let saved = false;

  const flush = () => {
    timer = null;
    if (pending) void saveSlateSnapshot({ savedAt: now(), list: pending }).catch(() => undefined);
    pending = null;
  };

  const unsubscribe = qc.getQueryCache().subscribe((e) => {
    if (e.type !== 'updated' || e.query.queryHash !== hash) return;
    // A read that could not reach the service (offline, or the gateway or service down) and no list.
    if (e.query.state.status === 'error' && !e.query.state.data && unreachable(e.query.state.error)) {
      void restore();
      return;
    }
    const list = e.query.state.data as MatchList | undefined;
    if (!list || list === restoring || !Array.isArray(list.data)) return;
    if (restoredAt !== null) changed(null);
    pending = list;
    // The first list at once (a reload soon after opening finds it), then one write per period.
    timer ??= setTimeout(flush, saved ? SAVE_EVERY_MS : 0);
    saved = true;
  });

  const restore = async () => {
    if (qc.getQueryData(key)) return;
    const snapshot = await loadSlateSnapshot();
    if (!snapshot || qc.getQueryData(key)) return;
    restoring = agedSnapshot(snapshot, now());
    qc.setQueryData(key, restoring, { updatedAt: snapshot.savedAt });
    changed(snapshot.savedAt);
  };
  if (!navigator.onLine) void restore();
  // Started after the first render: a live list that came before is kept as if it came now.
  const already = qc.getQueryData<MatchList>(key);
  if (already && Array.isArray(already.data)) {
    pending = already;
    saved = true;
    timer = setTimeout(flush, 0);
  }
  window.addEventListener('offline', restore);
  // Leaving the page writes what is waiting, so a reload offline finds the newest list.
  const leave = () => {
    if (!timer) return;
    clearTimeout(timer);
    flush();
  };
  const hidden = () => {
    if (document.visibilityState === 'hidden') leave();
  };
  document.addEventListener('visibilitychange', hidden);
  window.addEventListener('pagehide', leave);
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
    window.removeEventListener('offline', restore);
    document.removeEventListener('visibilitychange', hidden);
    window.removeEventListener('pagehide', leave);
  };
}
