// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedFrame } from '../../../../contract/feed-frames';
import type { Score } from '../../../../contract/score';
import { json, renderMatch, routeFetch, sampleMatch } from '../test-match-fixtures';

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  vi.stubGlobal('fetch', routeFetch({ '/matches/48213': json(200, sampleMatch()) }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const liveScore = (sequence: number, p1: number) =>
  ({ ...sampleMatch().score, sequence, win_probability_p1: p1 }) as Score;

describe('Overview tab', () => {
  it('draws the chart once the page has seen two probability readings', async () => {
    const { store } = renderMatch('/matches/48213');
    expect(await screen.findByText(/one probability reading so far/)).toBeInTheDocument();

    act(() => store.scoreRead(48213, liveScore(119, 0.74), Date.now()));
    expect(await screen.findByText(/win probability over 2 score changes/)).toBeInTheDocument();
    expect(screen.getByText('74.0%', { selector: 'dd' })).toBeInTheDocument();
  });

  it('starts the chart with the match so far from the tape read (it works on a live match)', async () => {
    const base = sampleMatch().score as Score;
    const row = (sequence: number, p: number, g1: number) => ({
      sets: [0, 0],
      games: [[g1], [0]],
      points: ['0', '0'],
      server: 1,
      is_tiebreak: false,
      timestamp: null,
      win_probability_p1: p,
      danger: null,
      sequence,
      accepted_at: null,
    });
    vi.stubGlobal(
      'fetch',
      routeFetch({
        '/matches/48213': json(200, sampleMatch()),
        '/history/matches/48213': json(200, {
          match: sampleMatch(),
          tape: [row(100, 0.5, 0), row(101, 0.55, 1), row(102, 0.6, 2)],
          tiebreaks: [],
          profiles: [],
          meta: { coverage: 'partial', point_source: 'observed', model_rows: 3, match_id: 48213 },
        }),
      }),
    );
    renderMatch('/matches/48213');
    // Three tape rows plus the page's own reading of the current score.
    expect(await screen.findByText(/win probability over 4 score changes/)).toBeInTheDocument();
    expect(base.sequence).toBeGreaterThan(102);
  });

  it('lists break points from the live feed', async () => {
    const { store } = renderMatch('/matches/48213');
    await screen.findByRole('tab', { name: 'Overview' });
    const frame = {
      type: 'break_point',
      match_id: 48213,
      server: 1,
      returner: 2,
      break_points: 2,
      set: 2,
      game: 7,
      point: '15-40',
      win_probability_p1: 0.55,
      prob_swing: 0.2,
      server_side_favoured: false,
      ts: '2026-09-20T14:03:00Z',
      published_at: '2026-09-20T14:03:00.100Z',
    } as FeedFrame;
    act(() => store.framesReceived([frame]));
    const row = await screen.findByTestId('break-point');
    expect(row).toHaveTextContent('Tallon Griekspoor serving, set 2 game 7 at 15-40 (2 in a row)');
  });
});
