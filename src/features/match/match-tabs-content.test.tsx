// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { oddsFormatStore, resetOddsFormat } from '../../lib/odds-format-store';
import { json, renderMatch, routeFetch, sampleMatch, samplePoint, samplePrice } from './test-match-fixtures';

// recharts' ResponsiveContainer measures with ResizeObserver, which jsdom lacks.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const family = (coverage: string, age: number | null) => ({
  coverage,
  as_of: null,
  age_seconds: age,
  describes: null,
});

const statistics = () => ({
  match_id: 48213,
  coverage: 'live',
  as_of: '2026-09-20T14:02:11Z',
  age_seconds: 10,
  games_counted: 15,
  tiebreak_games_excluded: 0,
  inconsistent_games_excluded: 0,
  sets_covered: [1, 2],
  freshness: { derived: family('live', 10), measured: family('stale', 400), measured_divergence: null },
  players: {
    p1: { hold_pct: 80, points_won: 50, measured: { aces: 0, double_faults: 3 } },
    // hold_pct null: no service game played yet; measured has no aces key at all (not measured).
    p2: { hold_pct: null, points_won: 41, measured: { double_faults: 1 } },
  },
});

describe('Stats tab', () => {
  it('shows both families with coverage badges, a real 0 as 0 and absent values as absent', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({
        '/matches/48213': json(200, sampleMatch()),
        '/matches/48213/statistics': json(200, statistics()),
      }),
    );
    renderMatch('/matches/48213?tab=stats');

    const derived = await screen.findByRole('region', { name: 'Derived' });
    const measured = screen.getByRole('region', { name: 'Measured' });
    expect(within(derived).getByText('Coverage: live')).toBeInTheDocument();
    expect(within(measured).getByText('Coverage: stale')).toBeInTheDocument();
    expect(within(measured).getByText('6 min old')).toBeInTheDocument();

    const hold = within(derived).getByTestId('Derived-hold_pct');
    expect(hold).toHaveTextContent('80%');
    expect(hold).toHaveTextContent('not available');
    const aces = within(measured).getByTestId('Measured-aces');
    const [p1Aces, , p2Aces] = aces.firstElementChild?.children ?? [];
    expect(p1Aces).toHaveTextContent(/^0$/);
    expect(p2Aces).toHaveTextContent('not available');
    expect(p2Aces).not.toHaveTextContent('0');
    expect(screen.getByTestId('stats-why')).toHaveTextContent('leaves out tiebreak games');
  });

  it('says so when the match has no statistics coverage', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({
        '/matches/48213': json(200, sampleMatch()),
        '/matches/48213/statistics': json(200, {
          ...statistics(),
          coverage: 'none',
          players: null,
          detail: 'No statistics source covers this match.',
        }),
      }),
    );
    renderMatch('/matches/48213?tab=stats');
    expect(await screen.findByText('No statistics source covers this match.')).toBeInTheDocument();
  });
});

describe('Points tab', () => {
  it('groups points by the game they were played in, with server, serve and outcome; unknown serve stays absent', async () => {
    const sets: [number, number] = [0, 0];
    const rows = [
      {
        ...samplePoint(),
        seq: 1,
        set: 1,
        game: 1,
        number: 1,
        sets,
        server: 1,
        serve: 1,
        outcome: 'ace',
        winner: 1,
      },
      {
        ...samplePoint(),
        seq: 2,
        set: 1,
        game: 1,
        number: 2,
        sets,
        server: 1,
        serve: null,
        outcome: null,
        winner: 2,
      },
      // Game 1's winning point: the state after it opens game 2, whose server (2) serves next.
      {
        ...samplePoint(),
        seq: 3,
        set: 1,
        game: 2,
        number: 0,
        sets,
        score: { p1: '0', p2: '0' },
        games: [[1], [0]],
        server: 2,
        serve: 1,
        outcome: 'winner',
        winner: 1,
      },
      {
        ...samplePoint(),
        seq: 4,
        set: 1,
        game: 2,
        number: 1,
        sets,
        server: 2,
        serve: 2,
        outcome: 'double_fault',
      },
      { ...samplePoint(), seq: 5, set: 2, game: 1, number: 1 },
    ];
    vi.stubGlobal(
      'fetch',
      routeFetch({
        '/matches/48213': json(200, sampleMatch()),
        '/matches/48213/points': json(200, {
          pbp_coverage: 'point',
          quality: 'clean',
          basis: 'live',
          covers_from_start: true,
          last_seq: 5,
          has_more: false,
          points: rows,
          enrichment: { serve: 0.75, outcome: 0.75 },
        }),
      }),
    );
    renderMatch('/matches/48213?tab=points&order=oldest');

    const set1 = await screen.findByRole('region', { name: 'Set 1' });
    expect(screen.getByRole('region', { name: 'Set 2' })).toBeInTheDocument();
    const games = within(set1).getAllByRole('table');
    expect(games.map((t) => t.querySelector('caption')?.textContent)).toEqual([
      'Game 1 · Tallon Griekspoor serving · held',
      'Game 2 · Alex Michelsen serving',
    ]);
    const [ace, unknown, gamePoint] = within(games[0]).getAllByRole('row').slice(1);
    expect(ace).toHaveTextContent('Ace');
    expect(ace).toHaveTextContent('1st');
    expect(unknown).toHaveTextContent('serve unknown');
    expect(unknown).toHaveTextContent('outcome unknown');
    // The winning point stays in game 1 as its third point.
    expect(within(gamePoint).getAllByRole('cell')[0]).toHaveTextContent('3');
    expect(within(gamePoint).getAllByRole('cell')[1]).toHaveTextContent('Game 1–0');
    expect(within(gamePoint).getAllByRole('cell')[2]).toHaveTextContent('Tallon Griekspoor');
    const game2 = within(games[1]).getAllByRole('row').slice(1);
    expect(game2).toHaveLength(1);
    expect(within(game2[0]).getByText('Double fault')).toBeInTheDocument();
    expect(within(game2[0]).getByText('2nd')).toBeInTheDocument();
  });

  it('lists newest first by default and numbers a deuce game 1..n although `number` repeats', async () => {
    const sets: [number, number] = [0, 0];
    const scores: [string, string][] = [
      ['15', '0'],
      ['30', '0'],
      ['40', '0'],
      ['40', '15'],
      ['40', '30'],
      ['40', '40'],
      ['AD', '40'],
      ['40', '40'],
      ['40', 'AD'],
    ];
    // The service's numbers after deuce: 1..7, then 6, 7 again (the contract allows repeats).
    const numbers = [1, 2, 3, 4, 5, 6, 7, 6, 7];
    const rows = scores.map(([p1, p2], i) => ({
      ...samplePoint(),
      seq: i + 1,
      set: 1,
      game: 1,
      number: numbers[i],
      sets,
      games: [[0], [0]],
      score: { p1, p2 },
      server: 1,
      winner: i === 0 || i === 1 || i === 2 || i === 6 ? 1 : 2,
    }));
    rows.push({
      ...rows[0],
      seq: 10,
      game: 2,
      number: 0,
      score: { p1: '0', p2: '0' },
      games: [[0], [1]],
      server: 2,
      winner: 2,
    });
    vi.stubGlobal(
      'fetch',
      routeFetch({
        '/matches/48213': json(200, sampleMatch()),
        '/matches/48213/points': json(200, {
          pbp_coverage: 'point',
          quality: 'clean',
          basis: 'live',
          covers_from_start: true,
          last_seq: 10,
          has_more: false,
          points: rows,
          enrichment: { serve: 0, outcome: 0 },
        }),
      }),
    );
    renderMatch('/matches/48213?tab=points');
    const game = await screen.findByTestId('point-game');
    expect(game.querySelector('caption')).toHaveTextContent('broken by Alex Michelsen');
    const numbersShown = within(game)
      .getAllByTestId('point-number')
      .map((c) => c.textContent);
    expect(numbersShown).toEqual(['10', '9', '8', '7', '6', '5', '4', '3', '2', '1']);
    // Advantage receiver (the ninth point's state) is a break point for the receiver.
    const [last] = within(game).getAllByTestId('point-row');
    expect(last).toHaveTextContent('Game 0–1');
    expect(within(last).getByTitle('Break point for Alex Michelsen')).toBeInTheDocument();
  });

  it('explains game-level coverage instead of showing an empty table', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({
        '/matches/48213': json(200, sampleMatch()),
        '/matches/48213/points': json(200, {
          pbp_coverage: 'game',
          quality: 'clean',
          basis: 'live',
          covers_from_start: null,
          last_seq: 0,
          has_more: false,
          points: [],
          enrichment: { serve: null, outcome: null },
        }),
      }),
    );
    renderMatch('/matches/48213?tab=points');
    expect(await screen.findByText(/covered game by game only/)).toBeInTheDocument();
  });
});

describe('Market tab', () => {
  const pricesFetch = () =>
    routeFetch({ '/matches/48213': json(200, sampleMatch()) }, (url) => {
      if (url.pathname !== '/api/matches/48213/prices') return undefined;
      const older = url.searchParams.get('cursor') === 'c1';
      const meta = { match_id: 48213, count: 1, limit: 500, minutes: null };
      // live_at is 13:04:51: the first page is in play, the older one pre-match.
      return older
        ? json(200, {
            data: [{ ...samplePrice(), timestamp: '2026-09-20T13:00:00Z', mid: 0.6, synthetic: true }],
            meta: { ...meta, has_more: false, next_cursor: null },
          })
        : json(200, { data: [samplePrice()], meta: { ...meta, has_more: true, next_cursor: 'c1' } });
    });

  it('shows in-play quotes first and reads older pages for pre-match on request', async () => {
    const fetchMock = pricesFetch();
    vi.stubGlobal('fetch', fetchMock);
    renderMatch('/matches/48213?tab=market');

    const row = await screen.findByTestId('quote-row');
    expect(row).toHaveTextContent('70.5%');
    expect(screen.queryByText('Estimated spread')).toBeNull();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('cursor=c1'))).toBe(false);

    fireEvent.change(screen.getByLabelText('Prices'), { target: { value: 'pre' } });
    expect(await screen.findByText('60.0%')).toBeInTheDocument();
    expect(screen.getAllByText('Estimated spread').length).toBeGreaterThan(0);
    expect(screen.queryByText('70.5%')).toBeNull();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('cursor=c1'))).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent('prices=pre');
  });

  it('shows the quotes in the user’s odds format, with volume and liquidity', async () => {
    oddsFormatStore.getState().oddsFormatChosen('decimal');
    vi.stubGlobal('fetch', pricesFetch());
    renderMatch('/matches/48213?tab=market');
    const row = await screen.findByTestId('quote-row');
    // 1 / 0.705 = 1.418…: two decimals below 4 as an exchange quotes it.
    expect(row).toHaveTextContent('1.42');
    expect(screen.getByTestId('market-facts')).toHaveTextContent('Volume');
    resetOddsFormat();
  });
});

describe('Events and corrections tabs', () => {
  it('puts stoppages on a timeline with the player and duration', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({
        '/matches/48213': json(200, sampleMatch()),
        '/matches/48213/events': json(200, {
          data: [
            {
              type: 'medical_timeout_end',
              player: 2,
              at: '2026-09-20T13:41:00Z',
              score: null,
              reason: null,
              duration_seconds: 184,
            },
          ],
          meta: { count: 1 },
        }),
      }),
    );
    renderMatch('/matches/48213?tab=events');
    const row = await screen.findByTestId('match-event');
    expect(row).toHaveTextContent('Medical timeout over');
    expect(row).toHaveTextContent('Alex Michelsen');
    expect(row).toHaveTextContent('lasted 3 min');
    expect(row).toHaveTextContent('score unknown');
  });

  it('says an inferred pause in words and an unknown event type as "unknown"', async () => {
    const row = (type: string, basis: string | null) => ({
      type,
      player: null,
      at: '2026-09-20T13:41:00Z',
      score: null,
      reason: null,
      basis,
    });
    vi.stubGlobal(
      'fetch',
      routeFetch({
        '/matches/48213': json(200, sampleMatch()),
        '/matches/48213/events': json(200, {
          data: [row('pause_start', 'inferred'), row('rain_delay_start', null)],
          meta: { count: 2 },
        }),
      }),
    );
    renderMatch('/matches/48213?tab=events');
    const [pause, unknown] = await screen.findAllByTestId('match-event');
    expect(pause).toHaveTextContent(/Pause\s*\(from point times\)/);
    expect(pause).not.toHaveTextContent(/inferred/i);
    expect(within(unknown).getByText('unknown')).toHaveAttribute(
      'title',
      'Not known to Courtside: “rain_delay_start”',
    );
  });

  it('shows withdrawn states and only the restatement rows of the status ledger', async () => {
    const ledgerRow = (basis: string) => ({
      at: '2026-09-20T15:00:00Z',
      status_before: 'live',
      status_after: 'completed',
      event_status_before: null,
      event_status_after: basis === 'restatement' ? 'Retired' : null,
      outcome: 'completed',
      score: null,
      basis,
    });
    vi.stubGlobal(
      'fetch',
      routeFetch({
        '/matches/48213': json(200, sampleMatch()),
        '/matches/48213/withdrawals': json(200, {
          match_id: 48213,
          data: [
            {
              type: 'score_withdrawn',
              match_id: 48213,
              kind: 'withdrawn',
              superseded_sequence: 117,
              reason: 'illegal transition',
              safe_to_resume: true,
              ts: '2026-09-20T14:02:00Z',
              published_at: '2026-09-20T14:02:00.123Z',
            },
          ],
        }),
        '/matches/48213/status-history': json(200, {
          data: [ledgerRow('observed'), ledgerRow('restatement')],
          meta: { count: 2 },
        }),
      }),
    );
    renderMatch('/matches/48213?tab=corrections');
    expect(await screen.findByTestId('withdrawal-row')).toHaveTextContent(
      'Sequence 117 refused: the score moved in a way tennis does not allow',
    );
    const restated = await screen.findAllByTestId('status-row');
    expect(restated).toHaveLength(1);
    expect(restated[0]).toHaveTextContent('Result corrected');
  });
});
