// Page-parameter helpers for the spec's three paging styles: offset (`has_more` is the only end
// signal on terminal listings, and a filtered history page can be short while later pages match),
// opaque cursors (`next_cursor` while `has_more`), and sequence cursors (`after_seq = last_seq`).

interface OffsetMeta {
  count?: number;
  limit?: number;
  offset?: number;
  total?: number | null;
  has_more?: boolean;
}

/** The next `offset`, or undefined at the end; trusts `has_more`, else `total`, else a short page. */
export function nextOffset(
  meta: OffsetMeta | null | undefined,
  offset: number,
  rows: number,
): number | undefined {
  const limit = meta?.limit ?? 50;
  if (meta?.has_more !== undefined) return meta.has_more ? offset + limit : undefined;
  if (typeof meta?.total === 'number') return offset + limit < meta.total ? offset + limit : undefined;
  return rows >= limit ? offset + limit : undefined;
}

/** The next opaque cursor, or undefined at the end (`has_more` false or no cursor). */
export function nextCursor(meta: { has_more?: boolean; next_cursor?: string | null } | null | undefined) {
  if (!meta || meta.has_more === false) return undefined;
  return meta.next_cursor ?? undefined;
}

/** The next `after_seq` of the points read: `last_seq` while `has_more`. */
export function nextPointsSeq(page: { has_more?: boolean; last_seq?: number | null }): number | undefined {
  return page.has_more && typeof page.last_seq === 'number' ? page.last_seq : undefined;
}

/** The next `after_id` of `GET /events`: `meta.next_cursor` (the last id served); null means caught up. */
export function nextEventId(meta: { next_cursor?: string | number | null } | null | undefined) {
  const c = meta?.next_cursor;
  if (c === null || c === undefined) return undefined;
  const n = Number(c);
  return Number.isInteger(n) ? n : undefined;
}

/** Flattens infinite-query pages of `{data}` into one list (React Query's `select`). */
export function flattenPages<T>(pages: readonly { data: readonly T[] }[]): T[] {
  return pages.flatMap((p) => p.data);
}
