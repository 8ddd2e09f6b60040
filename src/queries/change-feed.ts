import type { Match } from '../../contract/match';
import type { MatchFilters } from '../api/matches';

// The `GET /matches?updated_since=` change feed (paid tiers): follow `next_cursor` while `has_more`,
// then poll again from `watermark` minus the overlap; delivery is at least once, so rows are
// deduplicated by id (a row is new only when its `updated_at` moved past the one already applied).

/** The spec's "overlap about 60 s" behind the watermark. */
export const FEED_OVERLAP_MS = 60_000;

/** Where the feed stands; plain data so a test can drive it without a network. */
export interface ChangeFeedState {
  /** Cursor of the next page while the last page said `has_more`. */
  cursor: string | null;
  /** Instant the next fresh poll starts from (watermark minus overlap). */
  since: string;
  /** `updated_at` (or a fingerprint) last applied per match id, for dedupe. */
  seen: Record<number, string>;
}

/** Starts a feed at an instant (for example the moment the slate was first loaded). */
export function startFeed(since: string): ChangeFeedState {
  return { cursor: null, since, seen: {} };
}

/** The parameters of the next change-feed request. */
export function feedRequest(
  s: ChangeFeedState,
  filters: Omit<MatchFilters, 'cursor' | 'updated_since'> = {},
): MatchFilters {
  return s.cursor ? { ...filters, cursor: s.cursor } : { ...filters, updated_since: s.since };
}

function versionOf(row: Match): string {
  const updated = (row as { updated_at?: unknown }).updated_at;
  return typeof updated === 'string' ? updated : JSON.stringify(row);
}

/** Applies one page: returns the rows not seen before (in page order) and the next state. */
export function applyFeedPage(
  s: ChangeFeedState,
  page: {
    data: Match[];
    meta: { has_more?: boolean; next_cursor?: string | null; watermark?: string | null };
  },
): { state: ChangeFeedState; fresh: Match[] } {
  const seen = { ...s.seen };
  const fresh: Match[] = [];
  for (const row of page.data) {
    const v = versionOf(row);
    const prev = seen[row.id];
    // ISO instants compare as strings; a fingerprint (no updated_at) only has to differ.
    if (prev !== undefined && (prev === v || (isIso(prev) && isIso(v) && v < prev))) continue;
    seen[row.id] = v;
    fresh.push(row);
  }
  const more = page.meta.has_more === true && !!page.meta.next_cursor;
  const watermark = page.meta.watermark ? Date.parse(page.meta.watermark) : Number.NaN;
  const since = Number.isFinite(watermark) ? new Date(watermark - FEED_OVERLAP_MS).toISOString() : s.since;
  return {
    state: {
      cursor: more ? (page.meta.next_cursor ?? null) : null,
      since: more ? s.since : since,
      seen: prune(seen, since),
    },
    fresh,
  };
}

const isIso = (v: string) => /^\d{4}-\d\d-\d\dT/.test(v);

// Entries older than the next poll's start can never be re-delivered; dropping them bounds memory.
function prune(seen: Record<number, string>, since: string): Record<number, string> {
  const out: Record<number, string> = {};
  for (const [id, v] of Object.entries(seen)) if (!isIso(v) || v >= since) out[Number(id)] = v;
  return out;
}
