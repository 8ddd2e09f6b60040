import { describe, expect, it } from 'vitest';
import { wholeLiveList } from './whole-live-list';

/** An answer as the shared REST hands it on: its status and its body already parsed. */
const answer = (body: unknown, status = 200): [number, unknown] => [status, body];
const rows = [{ id: 1 }, { id: 2 }];
const BASE = 'http://service/v1/matches';

describe('wholeLiveList', () => {
  it('takes the first page of the live list when nothing more is to be read', () => {
    const done = answer({ data: rows, meta: { count: 2, has_more: false } });
    expect(wholeLiveList('/matches', `${BASE}?status=live&limit=200`, ...done)).toEqual(rows);
    expect(wholeLiveList('/matches', `${BASE}?status=live&limit=200&offset=0`, ...done)).toEqual(rows);
    // Without `has_more` the filtered set's count says it is all there.
    expect(
      wholeLiveList('/matches', `${BASE}?status=live`, ...answer({ data: rows, meta: { count: 2 } })),
    ).toEqual(rows);
  });

  it('refuses a filtered, later or partial page: a match missing from it may still be on court', () => {
    const done = answer({ data: rows, meta: { count: 2, has_more: false } });
    expect(wholeLiveList('/matches', `${BASE}?status=live&tour=ATP`, ...done)).toBeNull();
    expect(wholeLiveList('/matches', `${BASE}?status=live&offset=200`, ...done)).toBeNull();
    expect(wholeLiveList('/matches', `${BASE}?status=completed`, ...done)).toBeNull();
    expect(wholeLiveList('/matches', `${BASE}?limit=200`, ...done)).toBeNull();
    expect(
      wholeLiveList(
        '/matches',
        `${BASE}?status=live`,
        ...answer({ data: rows, meta: { count: 5, has_more: true } }),
      ),
    ).toBeNull();
    expect(
      wholeLiveList('/matches', `${BASE}?status=live`, ...answer({ data: rows, meta: { count: 5 } })),
    ).toBeNull();
  });

  it('refuses other routes, errors and bodies that are not a list', () => {
    const done = answer({ data: rows, meta: { count: 2, has_more: false } });
    expect(wholeLiveList('/matches/{matchId}', `${BASE}/1?status=live`, ...done)).toBeNull();
    expect(wholeLiveList('/matches', `${BASE}?status=live`, ...answer({ error: 'x' }, 429))).toBeNull();
    expect(wholeLiveList('/matches', `${BASE}?status=live`, ...answer(null))).toBeNull();
  });
});
