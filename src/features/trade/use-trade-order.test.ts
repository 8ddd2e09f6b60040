// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { FocusEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTO_RESORT_MS, MOVED_MARK_MS, useTradeOrder } from './use-trade-order';

const card = (id: number) => {
  const li = document.createElement('li');
  li.dataset.matchId = String(id);
  const link = document.createElement('a');
  li.append(link);
  return link;
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(auto = true) {
  let wanted = [1, 2, 3, 4];
  const view = renderHook(
    ({ key, now }) => useTradeOrder({ ids: [1, 2, 3, 4], rank: () => wanted, requestKey: key, auto, now }),
    { initialProps: { key: 'edge', now: 0 } },
  );
  return { view, want: (next: number[]) => (wanted = next) };
}

describe('useTradeOrder', () => {
  it('live sort re-sorts only every few seconds, and marks the cards that moved for a moment', () => {
    const { view, want } = setup();
    want([4, 3, 2, 1]);
    act(() => vi.advanceTimersByTime(AUTO_RESORT_MS - 10));
    expect(view.result.current.order).toEqual([1, 2, 3, 4]);
    act(() => vi.advanceTimersByTime(10));
    expect(view.result.current.order).toEqual([4, 3, 2, 1]);
    expect(view.result.current.moved).toEqual(new Set([1, 2, 3, 4]));
    act(() => vi.advanceTimersByTime(MOVED_MARK_MS));
    expect(view.result.current.moved.size).toBe(0);
  });

  it('live sort waits while the focus or the pointer is anywhere in the grid', () => {
    const { view, want } = setup();
    act(() => view.result.current.holdHandlers.onFocus());
    want([4, 3, 2, 1]);
    act(() => vi.advanceTimersByTime(AUTO_RESORT_MS * 3));
    expect(view.result.current.order).toEqual([1, 2, 3, 4]);
    view.rerender({ key: 'edge', now: 1 });
    expect(view.result.current.pending).toBe(4);
    // Focus moves to another card in the grid: still waiting.
    const list = document.createElement('ul');
    const inside = card(3);
    list.append(inside.parentElement as HTMLElement);
    act(() =>
      view.result.current.holdHandlers.onBlur({
        currentTarget: list,
        relatedTarget: inside,
      } as unknown as FocusEvent),
    );
    act(() => vi.advanceTimersByTime(AUTO_RESORT_MS));
    expect(view.result.current.order).toEqual([1, 2, 3, 4]);
    // Focus leaves, the pointer comes in: still waiting; the pointer leaves: the next tick re-sorts.
    act(() =>
      view.result.current.holdHandlers.onBlur({
        currentTarget: list,
        relatedTarget: null,
      } as unknown as FocusEvent),
    );
    act(() => view.result.current.holdHandlers.onPointerEnter());
    act(() => vi.advanceTimersByTime(AUTO_RESORT_MS));
    expect(view.result.current.order).toEqual([1, 2, 3, 4]);
    act(() => view.result.current.holdHandlers.onPointerLeave());
    act(() => vi.advanceTimersByTime(AUTO_RESORT_MS));
    expect(view.result.current.order).toEqual([4, 3, 2, 1]);
  });

  it('without the live sort the order holds however long the data moves, and counts what a re-sort would move', () => {
    const { view, want } = setup(false);
    want([2, 1, 3, 4]);
    act(() => vi.advanceTimersByTime(60_000));
    expect(view.result.current.order).toEqual([1, 2, 3, 4]);
    view.rerender({ key: 'edge', now: 1 });
    expect(view.result.current.pending).toBe(2);
    act(() => view.result.current.resort());
    expect(view.result.current.order).toEqual([2, 1, 3, 4]);
    expect(view.result.current.pending).toBe(0);
  });

  it('obeys a request at once (new sort, pin, Re-sort now), focused card included', () => {
    const { view, want } = setup(false);
    act(() => view.result.current.holdHandlers.onFocus());
    want([4, 1, 2, 3]);
    act(() => vi.advanceTimersByTime(AUTO_RESORT_MS * 3));
    expect(view.result.current.order).toEqual([1, 2, 3, 4]);
    view.rerender({ key: 'importance', now: 0 });
    expect(view.result.current.order).toEqual([4, 1, 2, 3]);
    want([3, 4, 1, 2]);
    act(() => view.result.current.resort());
    expect(view.result.current.order).toEqual([3, 4, 1, 2]);
  });

  it('live sort waits while a card is expanded, and re-sorts once it folds', () => {
    let wanted = [1, 2, 3, 4];
    const view = renderHook(
      ({ open }) =>
        useTradeOrder({
          ids: [1, 2, 3, 4],
          rank: () => wanted,
          requestKey: 'edge',
          auto: true,
          alsoHold: open,
        }),
      { initialProps: { open: 3 as number | null } },
    );
    wanted = [3, 4, 2, 1];
    act(() => vi.advanceTimersByTime(AUTO_RESORT_MS));
    expect(view.result.current.order).toEqual([1, 2, 3, 4]);
    view.rerender({ open: null });
    act(() => vi.advanceTimersByTime(AUTO_RESORT_MS));
    expect(view.result.current.order).toEqual([3, 4, 2, 1]);
  });
});
