import { describe, expect, it } from 'vitest';
import { cachePolicy, ttlForBody } from './cache-policy';

const q = (s = '') => new URLSearchParams(s);

describe('cachePolicy', () => {
  it('keeps live reads just under the dashboard polls, and catalogue, history and archive far longer', () => {
    expect(cachePolicy('/matches', q())).toMatchObject({ kind: 'live', ttlMs: 4_500 });
    expect(cachePolicy('/matches', q('status=live&tour=atp'))).toMatchObject({ ttlMs: 4_500 });
    expect(cachePolicy('/markets/{matchId}/prices', q('limit=2')).ttlMs).toBe(4_500);
    expect(cachePolicy('/matches/{matchId}/score', q())).toMatchObject({ kind: 'score', ttlMs: 2_000 });
    expect(cachePolicy('/players/{playerId}', q()).ttlMs).toBe(5 * 60_000);
    expect(cachePolicy('/fixtures', q()).ttlMs).toBe(2 * 60_000);
    expect(cachePolicy('/matches', q('status=upcoming')).kind).toBe('fixtures');
    expect(cachePolicy('/history/matches/{matchId}', q()).ttlMs).toBe(60 * 60_000);
    expect(cachePolicy('/history/archive/matches/{archiveId}/tape', q()).ttlMs).toBe(6 * 60 * 60_000);
  });

  it('never shares per-caller answers, and does not charge the reads the service does not count', () => {
    expect(cachePolicy('/ws-token', q()).ttlMs).toBe(0);
    expect(cachePolicy('/webhooks', q()).ttlMs).toBe(0);
    expect(cachePolicy('/usage', q())).toMatchObject({ budgeted: false });
    expect(cachePolicy('/health', q())).toMatchObject({ budgeted: false });
    expect(cachePolicy('/matches', q()).budgeted).toBe(true);
  });

  it('keeps the change feed live and a completed listing for minutes', () => {
    expect(cachePolicy('/matches', q('status=completed&updated_since=2026-11-01')).kind).toBe('live');
    expect(cachePolicy('/matches', q('status=completed')).kind).toBe('catalogue');
  });

  it('keeps a tape for hours only once its match is over', () => {
    const tape = cachePolicy('/history/matches/{matchId}', q());
    expect(ttlForBody(tape, { match: { status: 'completed' } })).toBe(60 * 60_000);
    expect(ttlForBody(tape, { match: { status: 'live' } })).toBe(4_500);
  });
});
