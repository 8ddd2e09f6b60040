import type { Match } from '../../contract/match';

/**
 * The rows of an answer that is the whole live list (`/matches?status=live`, first page, nothing
 * else filtered, nothing more to read), or null. Only such a list says that a match missing from it
 * has left the court; a filtered or partial page says nothing of the rest. `body` is the answer as
 * the shared REST already parsed it (null when it is not JSON): the list is not read twice.
 */
export function wholeLiveList(template: string, url: string, status: number, body: unknown): Match[] | null {
  if (template !== '/matches' || status !== 200 || body === null || typeof body !== 'object') return null;
  const params = new URL(url).searchParams;
  if (params.get('status') !== 'live') return null;
  for (const [name, value] of params) {
    if (name === 'status' || name === 'limit') continue;
    if (name === 'offset' && value === '0') continue;
    return null;
  }
  const { data, meta } = body as { data?: unknown; meta?: { has_more?: unknown; count?: unknown } };
  if (!Array.isArray(data) || meta?.has_more === true) return null;
  // `has_more` is optional on the wire: the filtered set's count then says whether this is all of it.
  const count = meta?.count;
  const whole = meta?.has_more === false || (typeof count === 'number' && data.length >= count);
  return whole ? (data as Match[]) : null;
}
