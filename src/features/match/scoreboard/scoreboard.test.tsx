// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MatchDetail } from '../../../../contract/match';
import type { Score } from '../../../../contract/score';
import { sampleMatch } from '../../../../contract/test-samples';
import { Scoreboard } from './scoreboard';

describe('Scoreboard', () => {
  afterEach(() => vi.useRealTimers());

  it('ages the shown score while it sits on screen, and starts again from a newer one', () => {
    vi.useFakeTimers();
    const match = { ...sampleMatch(), status: 'live' } as unknown as MatchDetail;
    const score = { ...match.score, stale: false, age_seconds: 2 } as Score;
    const view = render(<Scoreboard match={match} score={score} />);
    expect(screen.getByText('Updated 2 s ago')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByText('Updated 7 s ago')).toBeInTheDocument();
    view.rerender(<Scoreboard match={match} score={{ ...score, age_seconds: 0 }} />);
    expect(screen.getByText('Updated 0 s ago')).toBeInTheDocument();
  });
});
