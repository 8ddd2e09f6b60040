// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderMatch, routeFetch, sampleMatch } from './test-match-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const detail = (over: Record<string, unknown> = {}) => ({ ...sampleMatch(), ...over });

describe('MatchPage scoreboard', () => {
  it('shows players, country, sets, games, points, server and trust badges', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({ '/matches/48213': json(200, detail({ event_status: 'Interrupted' })) }),
    );
    renderMatch('/matches/48213');

    const board = await screen.findByRole('region', { name: 'Scoreboard' });
    const b = within(board);
    expect(b.getAllByTestId('player-name').map((n) => n.textContent)).toEqual([
      'Tallon Griekspoor',
      'Alex Michelsen',
    ]);
    expect(b.getByText('NED')).toBeInTheDocument();
    expect(b.getByTestId('sets-p1')).toHaveTextContent('1');
    expect(b.getAllByTestId('games-p1').map((n) => n.textContent)).toEqual(['6', '3']);
    expect(b.getByTestId('points-p2')).toHaveTextContent('15');
    expect(b.getAllByTestId('server-marker')).toHaveLength(1);
    expect(b.getByText('Interrupted')).toBeInTheDocument();
    expect(b.getByText(/Corroborated by 2 sources/)).toBeInTheDocument();
  });

  it('says a replay is one, naming the real event and its date, with rankings as today’s', async () => {
    const replay = {
      source: 'slam_pbp',
      original_event: "2012 US Open women's singles",
      original_date: '2012-08-27',
    };
    vi.stubGlobal('fetch', routeFetch({ '/matches/48213': json(200, detail({ replay })) }));
    renderMatch('/matches/48213');
    const note = await screen.findByTestId('replay-note');
    expect(note).toHaveTextContent("Replay A real match from 2012 US Open women's singles");
    expect(note).toHaveTextContent(/27 Aug 2012|Aug 27, 2012/);
    expect(note).toHaveTextContent("Rankings shown are today's.");
  });

  it('says nothing of replays for a match that is not one', async () => {
    vi.stubGlobal('fetch', routeFetch({ '/matches/48213': json(200, detail()) }));
    renderMatch('/matches/48213');
    await screen.findByRole('region', { name: 'Scoreboard' });
    expect(screen.queryByTestId('replay-note')).toBeNull();
  });

  it('shows withheld games and points as absent, never 0, and a stale badge with its age', async () => {
    const m = detail();
    m.score = {
      ...m.score,
      games: null as unknown as number[][],
      points: [null, null] as unknown as string[],
      stale: true,
      age_seconds: 300,
    };
    vi.stubGlobal('fetch', routeFetch({ '/matches/48213': json(200, m) }));
    renderMatch('/matches/48213');

    const board = within(await screen.findByRole('region', { name: 'Scoreboard' }));
    expect(board.getByTestId('games-p1')).toHaveTextContent('games unknown');
    expect(board.getByTestId('games-p1')).not.toHaveTextContent('0');
    expect(board.getByTestId('points-p1')).toHaveTextContent('points unknown');
    expect(board.getByText('Stale · 5 min')).toBeInTheDocument();
  });

  it('names an unknown event_status as unknown rather than dropping it', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({ '/matches/48213': json(200, detail({ event_status: 'Heat Delay' })) }),
    );
    renderMatch('/matches/48213');
    const badge = await screen.findByText('unknown');
    expect(badge).toHaveAttribute('title', 'Not known to Courtside: “Heat Delay”');
  });

  it('reads a tour and surface this build does not know as "unknown", the value on hover', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({ '/matches/48213': json(200, detail({ tour: 'atp_2000', surface: 'carpet' })) }),
    );
    renderMatch('/matches/48213');
    const board = within(await screen.findByRole('region', { name: 'Scoreboard' }));
    expect(board.queryByText(/carpet|atp_2000/i)).toBeNull();
    expect(board.getAllByText('unknown').map((n) => n.getAttribute('title'))).toEqual([
      'Not known to Courtside: “atp_2000”',
      'Not known to Courtside: “carpet”',
    ]);
  });

  it('prefers a newer live-store score over the REST detail', async () => {
    vi.stubGlobal('fetch', routeFetch({ '/matches/48213': json(200, detail()) }));
    const { store } = renderMatch('/matches/48213');
    await screen.findByRole('region', { name: 'Scoreboard' });
    const newer = { ...sampleMatch().score, sequence: 200, points: ['40', '15'] };
    store.scoreRead(48213, newer as never, Date.now());
    expect(await screen.findByText('40')).toBeInTheDocument();
  });
});

describe('MatchPage states', () => {
  it('shows an error with retry when the match cannot be loaded', async () => {
    vi.stubGlobal('fetch', routeFetch({ '/matches/48213': json(500, { error: 'internal' }) }));
    renderMatch('/matches/48213');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This match could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('follows a 410 merged match to its forward and says so', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({
        '/matches/48213': json(410, {
          error: 'match_merged',
          merged_into: 50000,
          merged_at: '2026-09-20T14:00:00Z',
        }),
        '/matches/50000': json(200, detail({ id: 50000 })),
      }),
    );
    renderMatch('/matches/48213?tab=points');
    expect(await screen.findByText(/This match id 48213 was merged into 50000/)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/matches/50000?tab=points');
  });

  it('says a non-numeric id is not a match id', () => {
    vi.stubGlobal('fetch', routeFetch({}));
    renderMatch('/matches/abc');
    expect(screen.getByText(/is not a match id/)).toBeInTheDocument();
  });

  it('opens the largest id a JSON number keeps exact (2^53 − 1) and refuses one past it', async () => {
    const fetchMock = routeFetch({});
    vi.stubGlobal('fetch', fetchMock);
    renderMatch('/matches/9007199254740991');
    expect(screen.queryByText(/is not a match id/)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([u]) => String(u))).toContainEqual(
        expect.stringContaining('/matches/9007199254740991'),
      ),
    );
    cleanup();
    renderMatch('/matches/9007199254740992');
    expect(screen.getByText(/is not a match id/)).toBeInTheDocument();
  });
});

describe('MatchPage tabs', () => {
  it('keeps the tab in the URL and moves with the arrow keys', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({
        '/matches/48213': json(200, detail()),
        '/matches/48213/points': json(403, { error: 'upgrade_required', capability: 'points' }),
        '/matches/48213/statistics': json(403, { error: 'upgrade_required' }),
      }),
    );
    renderMatch('/matches/48213?tab=points');

    const points = await screen.findByRole('tab', { name: 'Points' });
    expect(points).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('tabindex', '-1');

    fireEvent.keyDown(points, { key: 'ArrowRight' });
    const stats = screen.getByRole('tab', { name: 'Stats' });
    expect(stats).toHaveAttribute('aria-selected', 'true');
    expect(stats).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent('/matches/48213?tab=stats');

    fireEvent.click(screen.getByRole('tab', { name: 'Status history' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?tab=status');
  });

  it('shows the tier notice, naming the tier and what it adds, when a tab answers 403', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({
        '/matches/48213': json(200, detail()),
        '/matches/48213/events': json(403, { error: 'upgrade_required' }),
      }),
    );
    renderMatch('/matches/48213?tab=events');
    const notice = await screen.findByTestId('tier-notice');
    expect(notice).toHaveTextContent('Available with a PRO key');
    expect(notice).toHaveTextContent('stoppages and pauses');
  });

  it('shows the overview tier notice when the score carries no model fields (below ULTRA)', async () => {
    const m = detail();
    const { win_probability_p1, win_probability_p1_model, danger, win_probability_meta, ...free } = m.score;
    m.score = free as typeof m.score;
    vi.stubGlobal('fetch', routeFetch({ '/matches/48213': json(200, m) }));
    renderMatch('/matches/48213');
    expect(await screen.findByText('Available with an ULTRA key')).toBeInTheDocument();
  });

  it('shows the current probabilities on the overview and waits for more readings before a chart', async () => {
    const m = detail({
      market_price: { '1': { side: 1, mid: 0.655, synthetic: false, timestamp: null }, '2': null },
    });
    vi.stubGlobal(
      'fetch',
      routeFetch({
        '/matches/48213': json(200, m),
        '/matches/48213/prices': json(200, {
          data: [],
          meta: { match_id: 48213, count: 0, has_more: false, limit: 500, minutes: null, next_cursor: null },
        }),
      }),
    );
    renderMatch('/matches/48213');
    expect(await screen.findByText('71.0%', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('69.0%', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('65.5%', { selector: 'dd' })).toBeInTheDocument();
    expect(await screen.findByText(/one probability reading so far/)).toBeInTheDocument();
  });

  it('says when the rate limit allows another try', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({
        '/matches/48213': json(200, detail()),
        '/matches/48213/statistics': json(
          429,
          { error: 'rate_limited', scope: 'minute' },
          { 'Retry-After': '30' },
        ),
      }),
    );
    renderMatch('/matches/48213?tab=stats');
    const limited = await screen.findByTestId('rate-limited');
    expect(limited).toHaveTextContent('Statistics could not be loaded.');
    expect(limited).toHaveTextContent(/Try again in 30 s/);
    // It asks again by itself after the wait; the code stays off the screen.
    expect(within(limited).getByTestId('auto-retry')).toBeInTheDocument();
    expect(limited).not.toHaveTextContent('rate_limited');
  });

  it('says "no analysis for this match" on a 404 no_analysis', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({
        '/matches/48213': json(200, detail()),
        '/matches/48213/analysis': json(404, { error: 'no_analysis', match_id: 48213 }),
      }),
    );
    renderMatch('/matches/48213?tab=analysis');
    expect(await screen.findByText('No analysis for this match.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('MatchPage refresh', () => {
  it('keeps the last known match on screen when a refresh fails, and says so', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      routeFetch({
        '/matches/48213': () =>
          ++calls === 1 ? json(200, detail()) : json(502, { error: 'service_unreachable' }),
      }),
    );
    const { client } = renderMatch('/matches/48213');
    await screen.findByRole('region', { name: 'Scoreboard' });
    await client.refetchQueries({ queryKey: ['matches', 'detail', 48213], exact: true });
    expect(
      await screen.findByText(/Could not refresh: The data service could not be reached/),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Scoreboard' })).toBeInTheDocument();
  });

  it('shows the status ledger on the status tab', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({
        '/matches/48213': json(200, detail()),
        '/matches/48213/status-history': json(200, {
          data: [
            {
              at: '2026-09-20T13:04:51Z',
              status_before: 'upcoming',
              status_after: 'live',
              event_status_before: null,
              event_status_after: null,
              outcome: null,
              score: null,
              basis: 'observed',
            },
          ],
          meta: { count: 1 },
        }),
      }),
    );
    renderMatch('/matches/48213?tab=status');
    const row = await screen.findByTestId('status-row');
    // A fan's words, not the wire's: no "upcoming", no "observed".
    expect(row).toHaveTextContent('Not started → Live');
    expect(row).toHaveTextContent('Seen as it happened');
    expect(row).not.toHaveTextContent(/upcoming|observed/i);
  });
});
