// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Score } from '../../../contract/score';
import { ScoreAge } from './score-age';
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

const row = (score: Score | null) => toTradeRow(makeLiveMatch({ id: 1 }), score, undefined, NOW);
const scoreAccepted = (msAgo: number, reported: number | null): Score => ({
  ...(makeLiveMatch().score as Score),
  accepted_at: new Date(NOW - msAgo).toISOString(),
  age_seconds: reported,
});

describe('ScoreAge', () => {
  it('grows with the clock while the row stays the same', () => {
    const same = row(scoreAccepted(40_000, 5));
    render(<ScoreAge row={same} />);
    expect(screen.getByTestId('score-age')).toHaveTextContent('40 s ago');
    act(() => vi.advanceTimersByTime(7_000));
    expect(screen.getByTestId('score-age')).toHaveTextContent('47 s ago');
  });
  it('keeps the service’s age as a floor when the local clock runs behind', () => {
    render(<ScoreAge row={row(scoreAccepted(-10_000, 12))} />);
    expect(screen.getByTestId('score-age')).toHaveTextContent('12 s ago');
  });
  it('is absent without a score', () => {
    render(<ScoreAge row={row(null)} />);
    expect(screen.getByTestId('score-age')).toHaveTextContent('not available');
  });
  it('does not follow the clock off screen', () => {
    render(<ScoreAge row={row(scoreAccepted(40_000, null))} ticking={false} />);
    const shown = screen.getByTestId('score-age').textContent;
    act(() => vi.advanceTimersByTime(7_000));
    expect(screen.getByTestId('score-age').textContent).toBe(shown);
  });
});
