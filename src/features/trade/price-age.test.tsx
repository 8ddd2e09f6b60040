// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PriceAge } from './price-age';
import { makeLiveMatch } from './test-rows';
import { toTradeRow } from './trade-row';

const NOW = Date.parse('2026-06-01T12:00:00Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const row = (readAt: number | undefined) =>
  toTradeRow(
    makeLiveMatch({ id: 1 }),
    null,
    { mid: 0.5, timestamp: new Date(NOW - 40_000).toISOString(), readAt },
    NOW,
  );

describe('PriceAge', () => {
  it('says a fresh read is just read, then its age to the second once past 5 s', () => {
    render(<PriceAge row={row(NOW)} />);
    expect(screen.getByTestId('price-age')).toHaveTextContent('just read');
    // The exact read time stays machine-readable while the text rounds.
    expect(screen.getByTestId('price-age')).toHaveAttribute('data-price-at', String(NOW));
    act(() => vi.advanceTimersByTime(7_000));
    expect(screen.getByTestId('price-age')).toHaveTextContent('read 7 s ago');
    // The market's own last move is on hover, apart from the read.
    expect(screen.getByTestId('price-age').closest('[title]')).toHaveAttribute(
      'title',
      expect.stringMatching(/last moved 4\d s ago/),
    );
  });
  it('is absent before the first read', () => {
    render(<PriceAge row={row(undefined)} />);
    expect(screen.getByTestId('price-age')).toHaveTextContent('not available');
    expect(screen.getByTestId('price-age')).not.toHaveAttribute('data-price-at');
  });
});
