// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pointFrame } from '../../../live/merge/test-frames';
import { LiveStoreProvider } from '../../../live/store/live-hooks';
import { createLiveStore, type LiveStore } from '../../../live/store/live-store';
import { withTier } from '../../../test/test-budget';
import { watchAlongStore } from '../../../live/watch-along/watch-along-store';
import { makeRowMatch } from '../test-matches';
import { MatchRow } from './match-row';
import type { RowMatch } from './row-match';

let live: LiveStore;

// A row with a market quotes it through React Query; with no budget installed the tier is unknown
// and nothing is asked.
const client = new QueryClient();

function wrap(children: ReactNode) {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <LiveStoreProvider store={live}>
          <ul>{children}</ul>
        </LiveStoreProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

function renderRow(match: RowMatch) {
  const view = render(wrap(<MatchRow match={match} />));
  return {
    row: within(screen.getByTestId('live-match')),
    rerender: (m: RowMatch) => view.rerender(wrap(<MatchRow match={m} />)),
  };
}

const summary = () => screen.getByTestId('live-match').querySelector('p.sr-only')?.textContent ?? '';

beforeEach(() => {
  live = createLiveStore();
  localStorage.clear();
  watchAlongStore.setState({ spoilerFree: false, hiddenMatchIds: [] });
});

afterEach(() => {
  cleanup();
});

describe('MatchRow event status', () => {
  it.each(['Interrupted', 'Retired', 'Walk Over'])('shows %s in words, also in the summary', (status) => {
    const { row } = renderRow(makeRowMatch({ event_status: status as RowMatch['event_status'] }));
    // The status cell shows the short form (Int., Ret., W.O.); the word is its title.
    expect(row.getByTitle(status)).toBeInTheDocument();
    expect(summary()).toContain(`Event status: ${status}.`);
  });

  it('shows a value outside the spec as "unknown"', () => {
    const { row } = renderRow(makeRowMatch({ event_status: 'Suspended' as RowMatch['event_status'] }));
    // "unknown" on screen, the raw value on hover only, never drawn as if it were a known status.
    expect(row.getByText('unknown')).toHaveAttribute('title', 'Status not known to Courtside (“Suspended”)');
    expect(row.queryByText('Suspended')).toBeNull();
    expect(summary()).toContain('Event status: unknown.');
  });

  it('shows nothing while play is normal (null) or the field is absent', () => {
    const { row, rerender } = renderRow(makeRowMatch({ event_status: null }));
    expect(row.queryByTitle('Event status')).toBeNull();
    rerender(makeRowMatch({ event_status: undefined }));
    expect(row.queryByTitle('Event status')).toBeNull();
    expect(summary()).not.toContain('Event status');
  });
});

describe('MatchRow freshness badges', () => {
  it('shows the stale badge with its age', () => {
    const { row } = renderRow(makeRowMatch({}, { stale: true, age_seconds: 240 }));
    expect(row.getByText('Stale · 4 min')).toBeInTheDocument();
  });

  it('shows no stale badge on a fresh score', () => {
    const { row } = renderRow(makeRowMatch({}, { stale: false, age_seconds: 8 }));
    expect(row.queryByText(/Stale/)).toBeNull();
  });

  it('says a score is corroborated, with the age of the vouch', () => {
    const { row, rerender } = renderRow(
      makeRowMatch({}, { corroborated: true, corroborated_age_seconds: 5 }),
    );
    expect(row.getByText('Corroborated · <1 min')).toBeInTheDocument();
    expect(summary()).toContain('Corroborated by an independent source under a minute ago.');
    rerender(makeRowMatch({}, { corroborated: true, corroborated_age_seconds: 400, sequence: 41 }));
    expect(row.getByText('Corroborated · 6 min')).toBeInTheDocument();
  });

  it('says when a score is not corroborated, in text', () => {
    const { row } = renderRow(makeRowMatch({}, { corroborated: false, corroborated_age_seconds: null }));
    expect(row.getByText('Not corroborated')).toBeInTheDocument();
    expect(summary()).toContain('Not corroborated by an independent source.');
  });

  it('shows no corroboration badge when the service did not say', () => {
    const { row } = renderRow(makeRowMatch({}, { corroborated: null, corroborated_age_seconds: null }));
    expect(row.queryByText(/corroborated/i)).toBeNull();
  });
});

describe('MatchRow win probability and market mid', () => {
  it('draws the p1 win-probability bar with the percentage as text (ULTRA scores)', () => {
    const { row } = renderRow(makeRowMatch({}, { win_probability_p1: 0.634 }));
    const bar = row.getByRole('img', { name: 'Win probability: Carlos Alcaraz 63%' });
    expect(bar).toHaveTextContent('63%');
  });

  it('draws no bar when the tier does not deliver the field, or the model had no output', () => {
    const { row, rerender } = renderRow(makeRowMatch());
    expect(row.queryByRole('img', { name: /Win probability/ })).toBeNull();
    rerender(makeRowMatch({}, { win_probability_p1: null }));
    expect(row.queryByRole('img', { name: /Win probability/ })).toBeNull();
    expect(row.queryByText('0%')).toBeNull();
  });

  const quote = (side: 1 | 2, mid: number) => ({
    side,
    mid,
    synthetic: false,
    timestamp: '2026-11-21T12:00:00Z',
  });

  it("shows the favourite's own market mid when the row already carries the market embed", () => {
    const { row } = renderRow(makeRowMatch({ market_price: { '1': quote(1, 0.62), '2': quote(2, 0.39) } }));
    expect(row.getByTestId('market-mid')).toHaveTextContent('Market mid: Carlos Alcaraz 62%');
  });

  it('quotes the market for the player the model names, and names them (p2 the favourite)', () => {
    // The model gives p1 7% (Sinner 93%); the venue quotes p1 at 6% and p2 at 95%.
    const { row } = renderRow(
      makeRowMatch(
        { market_price: { '1': quote(1, 0.06), '2': quote(2, 0.95) } },
        { win_probability_p1: 0.07 },
      ),
    );
    expect(row.getByRole('img', { name: 'Win probability: Jannik Sinner 93%' })).toHaveTextContent(
      'Sinner 93%',
    );
    const mid = row.getByTestId('market-mid');
    expect(mid).toHaveTextContent('Market mid: Jannik Sinner 95%');
    expect(mid).not.toHaveTextContent('6%');
  });

  it('never rounds a figure below certainty up to 100%', () => {
    const { row } = renderRow(makeRowMatch({}, { win_probability_p1: 0.999999 }));
    expect(row.getByRole('img', { name: 'Win probability: Carlos Alcaraz >99%' })).toBeInTheDocument();
    expect(row.queryByText(/100%/)).toBeNull();
  });

  it('shows no market mid on a listing row (no embed) or a null quote', () => {
    const { row, rerender } = renderRow(makeRowMatch());
    expect(row.queryByTestId('market-mid')).toBeNull();
    rerender(makeRowMatch({ market_price: { '1': null, '2': null } }));
    expect(row.queryByTestId('market-mid')).toBeNull();
  });
});

describe('MatchRow replay', () => {
  const replay = {
    source: 'slam_pbp',
    original_match_id: '2012-usopen-1101',
    original_event: "2012 US Open men's singles",
    original_date: '2012-08-27',
  };

  it('tags a replayed match with its year, names the real event, and marks rankings as today’s', () => {
    const { row } = renderRow(makeRowMatch({ replay }));
    const tag = row.getByTestId('replay-tag');
    expect(tag).toHaveTextContent(/^Replay 2012/);
    expect(tag).toHaveAttribute('title', expect.stringContaining("2012 US Open men's singles"));
    expect(row.getAllByTitle("Today's singles ranking, not the one held in 2012")).toHaveLength(2);
    expect(summary()).toContain("A replay of a real match from 2012 US Open men's singles");
  });

  it('keeps the tag on a row whose score is hidden', () => {
    act(() => watchAlongStore.setState({ spoilerFree: true, hiddenMatchIds: [1] }));
    const { row } = renderRow(makeRowMatch({ replay }));
    expect(row.getByText('Score hidden')).toBeInTheDocument();
    expect(row.getByTestId('replay-tag')).toBeInTheDocument();
  });

  it('draws no tag on a match that is not a replay', () => {
    const { row } = renderRow(makeRowMatch());
    expect(row.queryByTestId('replay-tag')).toBeNull();
  });
});

describe('MatchRow tiebreak points', () => {
  it('raises a finished set’s tiebreak points when the held point rows show its end, never otherwise', () => {
    const { row } = renderRow(makeRowMatch());
    expect(row.queryByText('4', { selector: 'sup' })).toBeNull();
    act(() =>
      live.framesReceived([
        pointFrame(1, 1, {
          score: { p1: '6', p2: '4' },
          sets: [0, 0],
          games: [[6], [6]],
          set: 1,
          winner: 1,
        }),
        pointFrame(1, 2, {
          score: { p1: '0', p2: '0' },
          sets: [1, 0],
          games: [
            [7, 0],
            [6, 0],
          ],
          set: 2,
          winner: 1,
        }),
      ]),
    );
    expect(row.getByText('4', { selector: 'sup' })).toBeInTheDocument();
  });
});

describe('MatchRow tiebreak in play and before the page joined', () => {
  it('shows a tiebreak in play with its running count in the points cells', () => {
    const { row } = renderRow(
      makeRowMatch(
        {},
        {
          sets: [1, 0],
          games: [
            [6, 6],
            [3, 6],
          ],
          points: ['5', '6'],
          is_tiebreak: true,
        },
      ),
    );
    expect(row.getAllByTestId('score-point').map((c) => c.textContent)).toEqual(['5', '6']);
    expect(row.getByTitle('Tiebreak')).toBeInTheDocument();
  });

  it('asks for the match from its first point while a finished 7–6 set lacks its tiebreak points', () => {
    const depths: number[] = [];
    const watch = live.watchPoints;
    live.watchPoints = (id, depth) => {
      depths.push(depth ?? Number.POSITIVE_INFINITY);
      return watch(id, depth);
    };
    const { row } = renderRow(
      makeRowMatch(
        {},
        {
          sets: [1, 0],
          games: [
            [7, 1],
            [6, 2],
          ],
        },
      ),
    );
    expect(depths).toContain(Number.POSITIVE_INFINITY);
    // The history read lands: the set's last tiebreak point shows 7–6⁴.
    act(() =>
      live.framesReceived([
        pointFrame(1, 1, { score: { p1: '6', p2: '4' }, sets: [0, 0], games: [[6], [6]], set: 1, winner: 1 }),
        pointFrame(1, 2, {
          score: { p1: '0', p2: '0' },
          sets: [1, 0],
          games: [
            [7, 0],
            [6, 0],
          ],
          set: 2,
          winner: 1,
        }),
      ]),
    );
    expect(row.getByText('4', { selector: 'sup' })).toBeInTheDocument();
  });

  it('asks for no more than the sparkline’s rows when no finished set went to a tiebreak', () => {
    const depths: number[] = [];
    const watch = live.watchPoints;
    live.watchPoints = (id, depth) => {
      depths.push(depth ?? Number.POSITIVE_INFINITY);
      return watch(id, depth);
    };
    renderRow(makeRowMatch());
    expect(depths.length).toBeGreaterThan(0);
    expect(depths).not.toContain(Number.POSITIVE_INFINITY);
  });
});

describe('MatchRow player names', () => {
  it('draws the surname as one piece, the whole name on hover', () => {
    const { row } = renderRow(
      makeRowMatch({
        players: {
          p1: { id: 10, name: 'Edouard Roger-Vasselin', country: 'fra', ranking: 57 },
          p2: { id: 20, name: 'Jannik Sinner', country: 'ita', ranking: 1 },
        },
      }),
    );
    const name = row.getAllByTestId('player-name')[0];
    expect(name).toHaveTextContent('Edouard Roger-Vasselin');
    expect(name).toHaveAttribute('title', 'Edouard Roger-Vasselin');
    expect(within(name).getByText('Roger-Vasselin')).toBeInTheDocument();
    expect(row.getByText('57')).toBeInTheDocument();
  });
});

describe('MatchRow momentum sparkline', () => {
  it("draws p1's running points-won difference from the live store's points", () => {
    const { row } = renderRow(makeRowMatch());
    expect(row.queryByTestId('momentum-sparkline')).toBeNull();
    act(() =>
      live.framesReceived(([1, 1, 2, 1] as const).map((winner, i) => pointFrame(1, i + 1, { winner }))),
    );
    expect(
      row.getByRole('img', { name: 'Momentum over the last 4 points: Carlos Alcaraz +2' }),
    ).toBeInTheDocument();
  });

  it("keeps the sparkline's place from the first paint for a key sent point rows, so the row never grows", () => {
    // An ULTRA row may quote its market: that read is left waiting.
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined)),
    );
    render(wrap(withTier('ultra', <MatchRow match={makeRowMatch({}, { win_probability_p1: 0.7 })} />)));
    const row = within(screen.getByTestId('live-match'));
    expect(row.getByTestId('momentum-place')).toHaveStyle({ width: '64px', height: '16px' });
    act(() => live.framesReceived(([1, 2, 1] as const).map((winner, i) => pointFrame(1, i + 1, { winner }))));
    expect(row.queryByTestId('momentum-place')).toBeNull();
    expect(row.getByTestId('momentum-sparkline')).toHaveAttribute('height', '16');
    vi.unstubAllGlobals();
  });

  it('keeps no place for a key that is never sent point rows', () => {
    render(wrap(withTier('pro', <MatchRow match={makeRowMatch({}, { win_probability_p1: 0.7 })} />)));
    expect(screen.queryByTestId('momentum-place')).toBeNull();
  });

  it("ignores another match's points", () => {
    const { row } = renderRow(makeRowMatch());
    act(() => live.framesReceived([pointFrame(2, 1, { winner: 1 }), pointFrame(2, 2, { winner: 1 })]));
    expect(row.queryByTestId('momentum-sparkline')).toBeNull();
  });
});

describe('MatchRow spoiler-free mode', () => {
  it('offers no toggle while spoiler-free mode is off', () => {
    const { row } = renderRow(makeRowMatch());
    expect(row.queryByRole('button', { name: /Hide score|Reveal score/ })).toBeNull();
  });

  it('hides and reveals the score, the probability, the sparkline and the summary', () => {
    act(() => watchAlongStore.getState().spoilerFreeToggled(true));
    const { row } = renderRow(makeRowMatch({ event_status: 'Retired' }, { win_probability_p1: 0.7 }));
    act(() => live.framesReceived([pointFrame(1, 1, { winner: 1 }), pointFrame(1, 2, { winner: 2 })]));
    expect(row.getAllByTestId('score-sets')).toHaveLength(2);

    fireEvent.click(row.getByRole('button', { name: 'Hide score: Carlos Alcaraz v Jannik Sinner' }));
    expect(row.getByText('Score hidden')).toBeInTheDocument();
    expect(row.getAllByTestId('player-name').map((n) => n.textContent)).toEqual([
      'Carlos Alcaraz',
      'Jannik Sinner',
    ]);
    expect(row.queryByTestId('score-sets')).toBeNull();
    expect(row.queryByText('30')).toBeNull();
    expect(row.queryByRole('img')).toBeNull();
    expect(row.queryByText('Retired')).toBeNull();
    expect(summary()).toMatch(/Score hidden\.$/);
    expect(summary()).not.toMatch(/Sets|Games|Retired/);
    expect(watchAlongStore.getState().hiddenMatchIds).toEqual([1]);

    fireEvent.click(row.getByRole('button', { name: /^Reveal score/ }));
    expect(row.queryByText('Score hidden')).toBeNull();
    expect(row.getAllByTestId('score-sets').map((n) => n.textContent)).toEqual(['1', '0']);
    expect(row.getByRole('img', { name: 'Win probability: Carlos Alcaraz 70%' })).toBeInTheDocument();
    expect(row.getByRole('img', { name: /Momentum over the last 2 points/ })).toBeInTheDocument();
    expect(summary()).toContain('Sets 1–0.');
  });

  it('keeps a match hidden earlier hidden when the row mounts', () => {
    act(() => watchAlongStore.setState({ spoilerFree: true, hiddenMatchIds: [1] }));
    const { row } = renderRow(makeRowMatch());
    expect(row.getByText('Score hidden')).toBeInTheDocument();
    expect(row.getByRole('button', { name: /^Reveal score/ })).toBeInTheDocument();
  });
});

describe('MatchRow memo', () => {
  it('redraws when a new poll brings a new score state', () => {
    const { row, rerender } = renderRow(makeRowMatch());
    rerender(makeRowMatch({}, { sequence: 41, points: ['40', '15'] }));
    expect(row.getByText('40')).toBeInTheDocument();
  });
});

describe('MatchRow reads the live store', () => {
  it('repaints from a newer live score without a new listing; a service step-back outranks the listing', () => {
    const match = makeRowMatch();
    const base = match.score;
    const seq = base?.sequence;
    if (!base || typeof seq !== 'number') throw new Error('fixture needs a sequenced score');
    const { row } = renderRow(match);
    const before = row.getAllByTestId('score-sets').map((c) => c.textContent);
    act(() =>
      live.scoreRead(
        match.id,
        { ...base, sequence: seq + 1, sets: [base.sets[0] + 1, base.sets[1]] } as never,
        Date.now(),
      ),
    );
    const after = row.getAllByTestId('score-sets').map((c) => c.textContent);
    expect(after[0]).toBe(String(Number(before[0]) + 1));
    act(() => live.scoreRead(match.id, { ...base, sequence: seq - 1, sets: [9, 9] } as never, Date.now()));
    // A REST read moved the store back to sequence − 1: the service stepped back from the states up to
    // seq + 1 (a withdrawal or a higher-trust source), so the listing's state seq, read before that,
    // is superseded and the store's shows (live/merge/score-order.ts, shownScore).
    expect(row.getAllByTestId('score-sets').map((c) => c.textContent)[0]).toBe('9');
  });
});
