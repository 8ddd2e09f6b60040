import type { Match } from '../../contract/match';
import type { CachedAnswer } from '../rest/rest-cache';

/**
 * The rows of an answer that is the whole live list (`/matches?status=live`, first page, nothing
 * else filtered, nothing more to read), or null. Only such a list says that a match missing from it
 * has left the court; a filtered or partial page says nothing of the rest.
 */
export function wholeLiveList(template: string, url: string, answer: CachedAnswer): Match[] | null {
  if (template !== '/matches' || answer.status !== 200 || answer.binary) return null;
  const params = new URL(url).searchParams;
  if (params.get('status') !== 'live') return null;
  for (const [name, value] of params) {
    if (name === 'status' || name === 'limit') continue;
    if (name === 'offset' && value === '0') continue;
    return null;
  }
  try {
    const body = JSON.parse(answer.body) as {
      data?: unknown;
      meta?: { has_more?: unknown; count?: unknown };
    };
    if (!Array.isArray(body.data) || body.meta?.has_more === true) return null;
    // `has_more` is optional on the wire: the filtered set's count then says whether this is all of it.
    const count = body.meta?.count;
    const whole = body.meta?.has_more === false || (typeof count === 'number' && body.data.length >= count);
    return whole ? (body.data as Match[]) : null;
  } catch {
    return null;
  }
}
