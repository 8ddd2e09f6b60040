// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { glideFrom, useCardMoves } from './use-card-moves';

// A 1,120 px list of four 274 px columns with 8 px gaps, cards 292 px tall.
const LIST = 1_120;
const box = (col: number, row: number, cols = 1, rows = 1) => ({
  x: col * 282,
  y: row * 300,
  width: cols * 274 + (cols - 1) * 8,
  height: rows * 292 + (rows - 1) * 8,
});

describe('glideFrom', () => {
  it('starts a re-sorted card at its old place', () => {
    expect(glideFrom(box(3, 0), box(0, 1), LIST)).toEqual({ dx: 846, dy: -300 });
  });

  it('does not glide a card that did not move, or one not seen before', () => {
    expect(glideFrom(box(1, 2), box(1, 2), LIST)).toBeNull();
    expect(glideFrom(undefined, box(1, 2), LIST)).toBeNull();
  });

  it('does not glide the card just expanded: two columns wide from the last one it would pass the edge', () => {
    expect(glideFrom(box(3, 0), box(0, 1, 2, 2), LIST)).toBeNull();
    expect(glideFrom(box(0, 1, 2, 2), box(3, 0), LIST)).toBeNull();
  });

  it('keeps a wide card’s start inside the list', () => {
    // Two columns wide at the third column reaches 1,120 px exactly; from the last it would not fit.
    const wide = box(0, 2, 2, 2);
    const from = glideFrom({ ...wide, x: 3 * 282 }, wide, LIST);
    expect(from).toEqual({ dx: LIST - wide.width, dy: 0 });
    const start = wide.x + (from?.dx ?? 0);
    expect(start + wide.width).toBeLessThanOrEqual(LIST);
  });
});

describe('useCardMoves', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  /** A list of cards at the given places (jsdom lays nothing out), each glide recorded. */
  function cards(places: Record<number, [number, number]>) {
    const list = document.createElement('ul');
    Object.defineProperty(list, 'clientWidth', { value: LIST });
    const glides: { id: number; finish: ReturnType<typeof vi.fn> }[] = [];
    for (const [id, [col, row]] of Object.entries(places)) {
      const el = document.createElement('li');
      el.dataset.matchId = id;
      const at = box(col, row);
      let place = { x: at.x, y: at.y };
      Object.defineProperties(el, {
        offsetLeft: { get: () => place.x },
        offsetTop: { get: () => place.y },
        offsetWidth: { value: at.width },
        offsetHeight: { value: at.height },
      });
      (el as unknown as { moveTo: (c: number, r: number) => void }).moveTo = (c, r) => {
        place = { x: box(c, r).x, y: box(c, r).y };
      };
      el.animate = (() => {
        const glide = { id: Number(id), finish: vi.fn() };
        glides.push(glide);
        return { finish: glide.finish, addEventListener: () => {} };
      }) as unknown as HTMLElement['animate'];
      list.append(el);
    }
    document.body.append(list);
    const move = (id: number, col: number, row: number) =>
      (
        list.querySelector(`[data-match-id="${id}"]`) as unknown as { moveTo: (c: number, r: number) => void }
      ).moveTo(col, row);
    return { ref: { current: list }, glides, move };
  }

  it('glides the cards a re-sort moved, and ends the glides still running when a card is expanded', () => {
    const { ref, glides, move } = cards({ 1: [0, 0], 2: [1, 0] });
    const { rerender } = renderHook(({ order, layout }) => useCardMoves(ref, order, null, layout), {
      initialProps: { order: [1, 2], layout: null as number | null },
    });
    move(1, 1, 0);
    move(2, 0, 0);
    const resorted = [2, 1];
    rerender({ order: resorted, layout: null });
    expect(glides.map((g) => g.id).sort()).toEqual([1, 2]);
    expect(glides.every((g) => g.finish.mock.calls.length === 0)).toBe(true);
    // Card 2 is expanded: the cards after it move in a reflow while the glides run.
    move(1, 3, 0);
    rerender({ order: resorted, layout: 2 });
    expect(glides.map((g) => g.finish.mock.calls.length)).toEqual([1, 1]);
    // A reflow is no re-sort: nothing new glides.
    expect(glides).toHaveLength(2);
  });
});
