// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  FAVOURITES_KEY,
  favouritesFirst,
  isFavourite,
  isStarred,
  playerFavouriteToggled,
  readFavourites,
  useFavouriteIds,
} from './favourites-store';

beforeEach(() => localStorage.clear());

const match = (id: number, p1: number, p2: number) => ({ id, players: { p1: { id: p1 }, p2: { id: p2 } } });

describe('favourites store', () => {
  it('is one list for every reader: a star set in one place shows in another at once', () => {
    const a = renderHook(() => useFavouriteIds());
    const b = renderHook(() => useFavouriteIds());
    act(() => playerFavouriteToggled(7));
    expect(a.result.current.players).toEqual([7]);
    expect(b.result.current.players).toEqual([7]);
    expect(JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? '{}')).toEqual({ players: [7], matches: [] });
    act(() => playerFavouriteToggled(7));
    expect(a.result.current.players).toEqual([]);
  });

  it('follows a change another tab made (the storage event)', () => {
    const view = renderHook(() => useFavouriteIds());
    act(() => {
      localStorage.setItem(FAVOURITES_KEY, JSON.stringify({ players: [3], matches: [9] }));
      window.dispatchEvent(new StorageEvent('storage', { key: FAVOURITES_KEY }));
    });
    expect(view.result.current).toEqual({ players: [3], matches: [9] });
  });

  it('reads a hand-edited value as far as it can, never crashing', () => {
    localStorage.setItem(FAVOURITES_KEY, '{"players":[1,"x",2.5],"matches":"no"}');
    expect(readFavourites()).toEqual({ players: [1], matches: [] });
    localStorage.setItem(FAVOURITES_KEY, '{not json');
    expect(readFavourites()).toEqual({ players: [], matches: [] });
  });
});

describe('favouritesFirst', () => {
  it('puts starred players’ and starred matches first, keeping each part’s order', () => {
    const list = [match(1, 10, 11), match(2, 20, 21), match(3, 30, 31), match(4, 40, 41)];
    const f = { players: [31, 40], matches: [2] };
    const order = favouritesFirst(list, (m) => isFavourite(f, m)).map((m) => m.id);
    expect(order).toEqual([2, 3, 4, 1]);
    expect(favouritesFirst(list, () => false)).toBe(list);
  });

  it('matches fixtures by their player ids, never by an unknown one', () => {
    const f = { players: [5], matches: [] };
    expect(isStarred(f, 1, [null, 5])).toBe(true);
    expect(isStarred(f, 1, [null, undefined])).toBe(false);
  });
});
