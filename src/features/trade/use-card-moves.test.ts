import { describe, expect, it } from 'vitest';
import { glideFrom } from './use-card-moves';

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
