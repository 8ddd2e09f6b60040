import { describe, expect, it } from 'vitest';
import type { Match } from '../../contract/match';
import { sampleMatch } from '../../contract/test-samples';
import { keepListing, sameBesideScore } from './keep-listing';

const row = (id: number, over: Partial<Match> = {}) => ({ ...sampleMatch(), id, ...over }) as Match;

describe('sameBesideScore', () => {
  it('reads a poll’s new objects with the same contents as the same row, whatever the score', () => {
    const a = row(1);
    expect(sameBesideScore(a, structuredClone(a))).toBe(true);
    expect(sameBesideScore(a, { ...a, score: null })).toBe(true);
  });

  it('tells apart any other field, nested ones included', () => {
    const a = row(1);
    expect(sameBesideScore(a, { ...a, event_status: 'Interrupted' })).toBe(false);
    const renamed = structuredClone(a);
    renamed.players.p2.name = 'Someone Else';
    expect(sameBesideScore(a, renamed)).toBe(false);
    const { round: _dropped, ...fewer } = a;
    expect(sameBesideScore(a, fewer as Match)).toBe(false);
  });
});

describe('keepListing', () => {
  const same = (x: Match, y: Match) => sameBesideScore(x, y);

  it('gives the previous listing back when every row is the same, in the same order', () => {
    const prev = [row(1), row(2)];
    expect(
      keepListing(
        prev,
        prev.map((m) => ({ ...m, score: null })),
        same,
      ),
    ).toBe(prev);
  });

  it('makes a new listing when the membership or order changes, each unchanged row keeping its object', () => {
    const prev = [row(1), row(2), row(3)];
    const ended = keepListing(prev, [{ ...prev[0] }, { ...prev[2] }], same);
    expect(ended).not.toBe(prev);
    expect(ended[0]).toBe(prev[0]);
    expect(ended[1]).toBe(prev[2]);
    const reordered = keepListing(prev, [prev[2], prev[1], prev[0]], same);
    expect(reordered.map((m) => m.id)).toEqual([3, 2, 1]);
    const started = keepListing(prev, [...prev, row(4)], same);
    expect(started.slice(0, 3).every((m, i) => m === prev[i])).toBe(true);
  });
});
