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
    ({ key }) => useTradeOrder({ ids: [1, 2, 3, 4], rank: () => wanted, requestKey: key, auto }),
    { initialProps: { key: 'edge' } },
  );
  return { view, want: (next: number[]) => (wanted = next) };
}

describe('useTradeOrder', () => {
  it('re-sorts only every few seconds, and marks the cards that moved for a moment', () => {
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

  it('never moves the focused card in a periodic re-sort', () => {
    const { view, want } = setup();
    act(() => view.result.current.holdHandlers.onFocus({ target: card(2) } as unknown as FocusEvent));
    want([4, 3, 2, 1]);
    act(() => vi.advanceTimersByTime(AUTO_RESORT_MS));
    expect(view.result.current.order.indexOf(2)).toBe(1);
    expect(view.result.current.order).toEqual([4, 2, 3, 1]);
    // Focus gone: the next re-sort puts it where the sort says.
    act(() => view.result.current.holdHandlers.onBlur({ relatedTarget: null } as unknown as FocusEvent));
    act(() => vi.advanceTimersByTime(AUTO_RESORT_MS));
    expect(view.result.current.order).toEqual([4, 3, 2, 1]);
  });

  it('obeys a request at once (new sort, pin, Re-sort now), focused card included', () => {
    const { view, want } = setup(false);
    act(() => view.result.current.holdHandlers.onFocus({ target: card(4) } as unknown as FocusEvent));
    want([4, 1, 2, 3]);
    act(() => vi.advanceTimersByTime(AUTO_RESORT_MS * 3));
    expect(view.result.current.order).toEqual([1, 2, 3, 4]);
    view.rerender({ key: 'importance' });
    expect(view.result.current.order).toEqual([4, 1, 2, 3]);
    want([3, 4, 1, 2]);
    act(() => view.result.current.resort());
    expect(view.result.current.order).toEqual([3, 4, 1, 2]);
  });

  it('holds the expanded card in place through periodic re-sorts until it folds', () => {
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
    expect(view.result.current.order.indexOf(3)).toBe(2);
    view.rerender({ open: null });
    act(() => vi.advanceTimersByTime(AUTO_RESORT_MS));
    expect(view.result.current.order).toEqual([3, 4, 2, 1]);
  });
});
