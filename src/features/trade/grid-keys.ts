import type { KeyboardEvent } from 'react';

/** Marks the one focusable element of each card, in visual order. */
export const CARD_TARGET = 'data-trade-card';

// Columns are read from layout (cards sharing the first card's top), so arrows follow the
// responsive grid at any width; jsdom has no layout and sees a single row.
function columnsOf(targets: HTMLElement[]): number {
  const top = targets[0]?.closest('li')?.offsetTop ?? 0;
  const inFirstRow = targets.filter((t) => (t.closest('li')?.offsetTop ?? 0) === top).length;
  return Math.max(1, inFirstRow);
}

/** Arrow keys, Home and End move focus between cards; Enter is left to the focused link. */
export function onGridKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const targets = [...event.currentTarget.querySelectorAll<HTMLElement>(`[${CARD_TARGET}]`)];
  const at = targets.indexOf(document.activeElement as HTMLElement);
  if (at < 0) return;
  const cols = columnsOf(targets);
  const moves: Record<string, number> = {
    ArrowRight: at + 1,
    ArrowLeft: at - 1,
    ArrowDown: at + cols,
    ArrowUp: at - cols,
    Home: 0,
    End: targets.length - 1,
  };
  const next = moves[event.key];
  if (next === undefined) return;
  event.preventDefault();
  targets[Math.min(targets.length - 1, Math.max(0, next))]?.focus();
}
