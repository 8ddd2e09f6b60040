import { describe, expect, it } from 'vitest';
import { cardsInView } from './visible-cards';

/** A card at `top` (px from the viewport's top), `height` tall, as the scan reads it. */
const card = (id: number, top: number, height = 272) =>
  ({
    dataset: { matchId: String(id) },
    getBoundingClientRect: () => ({ top, bottom: top + height }),
  }) as unknown as HTMLElement;

describe('cardsInView', () => {
  it('splits the cards near the screen from those in sight, by their boxes', () => {
    // A 1,000 px viewport; one card a row, 300 px apart, scrolled so card 5 starts at the top.
    const cards = Array.from({ length: 12 }, (_, i) => card(i + 1, (i - 4) * 300));
    const view = cardsInView(cards, 1_000, 1, 0.25);
    // In sight: boxes meeting -250..1,250 px; near: -1,000..2,000 px.
    expect(view.sight).toEqual([4, 5, 6, 7, 8, 9]);
    expect(view.near).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('stops at the first card below the wider margin and answers in id order', () => {
    let read = 0;
    const counted = (id: number, top: number) => {
      const c = card(id, top);
      const box = c.getBoundingClientRect;
      c.getBoundingClientRect = () => {
        read++;
        return box();
      };
      return c;
    };
    const cards = [counted(9, 0), counted(3, 0), counted(7, 5_000), counted(1, 6_000)];
    expect(cardsInView(cards, 1_000, 1, 0.25)).toEqual({ near: [3, 9], sight: [3, 9] });
    expect(read).toBe(3);
  });
});
