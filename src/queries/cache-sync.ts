import { notifyManager, type QueryClient } from '@tanstack/react-query';
import type { Match, MatchDetail, MatchList } from '../../contract/match';
import type { Score } from '../../contract/score';
import { isNewerScore } from '../../contract/score-order';
import { matchQueries } from './match-queries';

// REST and live data must agree: whatever arrives (a slate poll, a change-feed row, a feed score
// frame), the match detail, its score read and every cached list show the same state. Every score
// written here passes the one rule, `isNewerScore`: a write never steps a cached score back.

/** Which `status` a cached list holds (lists default to live). */
function statusOfListKey(key: readonly unknown[]): string | null {
  const filters = key.find((k) => typeof k === 'object' && k !== null) as { status?: string } | undefined;
  if (!filters) return null;
  return filters.status ?? 'live';
}

function patchList(
  list: MatchList | undefined,
  rows: Map<number, Match>,
  status: string | null,
): MatchList | undefined {
  if (!list) return list;
  let changed = false;
  const data: Match[] = [];
  for (const m of list.data) {
    const row = rows.get(m.id);
    if (!row) data.push(m);
    else {
      changed = true;
      // A match that left the list's status (live → completed) leaves the list.
      if (status === null || row.status === status) data.push(withNewerScore({ ...m, ...row }, m));
    }
  }
  return changed ? { ...list, data } : list;
}

/**
 * Updates a match's detail or score read where one is cached; a match nobody has read gets no entry.
 * Views show a live score from the live store, so an entry made here would only be written, never
 * read, yet every write of it wakes the cache's listeners: under a busy feed, hundreds a second.
 */
function updateIfCached<T>(qc: QueryClient, key: readonly unknown[], update: (old: T) => T): void {
  const old = qc.getQueryData<T>(key);
  if (old === undefined) return;
  const next = update(old);
  if (next !== old) qc.setQueryData<T>(key, next);
}

/**
 * Writes match rows (slate poll, change feed) into detail, score and list caches; `from` is the list
 * they came from, already written (patching it with its own rows would only copy 500 matches).
 */
export function matchesReceived(qc: QueryClient, rows: readonly Match[], from?: MatchList): void {
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const row of rows) {
    updateIfCached<MatchDetail>(qc, matchQueries.detail(row.id).queryKey, (old) =>
      withNewerScore({ ...old, ...row }, old),
    );
    const score = row.score;
    if (score)
      updateIfCached<Score>(qc, matchQueries.score(row.id).queryKey, (old) =>
        isNewerScore(score, old) ? score : old,
      );
  }
  for (const [key, list] of qc.getQueriesData<MatchList>({ queryKey: matchQueries.lists() })) {
    if (!list || !Array.isArray((list as MatchList).data)) continue; // infinite pages keep their own shape
    if (list === from) continue;
    const next = patchList(list, byId, statusOfListKey(key));
    if (next !== list) qc.setQueryData(key, next);
  }
}

/** Writes one score from a live feed frame; feeds only rise, so an older sequence is ignored. */
export function scoreReceived(qc: QueryClient, matchId: number, score: Score): void {
  scoresReceived(qc, new Map([[matchId, score]]));
}

/**
 * Writes a batch of feed scores (a step of the score-cache writer): each cached list is copied once
 * for the whole batch, not once per score — with 500 live matches a step holds dozens of scores, and
 * a copy (plus React Query's structural sharing) per score kept the main thread busy.
 */
export function scoresReceived(qc: QueryClient, scores: ReadonlyMap<number, Score>): void {
  // One flush of the cache's listeners and observers for the whole batch, not one per query written.
  notifyManager.batch(() => writeScores(qc, scores));
}

function writeScores(qc: QueryClient, scores: ReadonlyMap<number, Score>): void {
  for (const [matchId, score] of scores) {
    updateIfCached<Score>(qc, matchQueries.score(matchId).queryKey, (old) =>
      isNewerScore(score, old) ? score : old,
    );
    updateIfCached<MatchDetail>(qc, matchQueries.detail(matchId).queryKey, (old) =>
      isNewerScore(score, old.score) ? { ...old, score } : old,
    );
  }
  if (scores.size === 0) return;
  for (const [key, list] of qc.getQueriesData<MatchList>({ queryKey: matchQueries.lists() })) {
    if (!list || !Array.isArray((list as MatchList).data)) continue;
    let data: Match[] | null = null;
    list.data.forEach((m, i) => {
      const score = scores.get(m.id);
      if (!score || !isNewerScore(score, m.score)) return;
      data ??= list.data.slice();
      data[i] = { ...m, score };
    });
    if (data) qc.setQueryData(key, { ...list, data });
  }
}

/**
 * The list with each row's score replaced by the cached one where the cache's is newer (fed from the
 * feed while the poll was in flight), so a poll never steps a score back, and rows the feed already
 * shows come out equal to the cached rows: structural sharing keeps them, and they do not re-render.
 */
export function keepNewerScores(list: MatchList, cached: MatchList | undefined): MatchList {
  if (!cached || !Array.isArray(cached.data)) return list;
  const before = new Map(cached.data.map((m) => [m.id, m]));
  let data: Match[] | null = null;
  list.data.forEach((m, i) => {
    const kept = withNewerScore(m, before.get(m.id));
    if (kept === m) return;
    data ??= list.data.slice();
    data[i] = kept;
  });
  return data ? { ...list, data } : list;
}

/** `row` from a poll, with the cached row's score where that one is newer (`isNewerScore`). */
export function withNewerScore<M extends Pick<Match, 'score'>>(
  row: M,
  cached: Pick<Match, 'score'> | undefined,
): M {
  const old = cached?.score;
  if (!old || old === row.score || isNewerScore(row.score, old)) return row;
  return { ...row, score: old };
}
