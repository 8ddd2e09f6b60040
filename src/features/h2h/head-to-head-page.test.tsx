// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withTier } from '../../test/test-budget';
import { json, renderAt } from '../../test/test-render';
import { HeadToHeadPage } from './head-to-head-page';
import { archiveResult, FEDERER, makeH2h, NADAL, ULTRA_STATS } from './test-h2h';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const calledUrl = (i: number) => new URL(String(fetchMock.mock.calls[i][0]), 'http://localhost');
const location = () => screen.getByTestId('location').textContent ?? '';

describe('HeadToHeadPage', () => {
  it('asks for two names and spends no request before both are given', () => {
    renderAt('/h2h', '/h2h', <HeadToHeadPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Head-to-head' })).toBeInTheDocument();
    expect(screen.getByText(/Enter two players/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('First player'), { target: { value: 'Fe' } });
    fireEvent.change(screen.getByLabelText('Second player'), { target: { value: 'Nadal' } });
    fireEvent.click(screen.getByRole('button', { name: 'Compare' }));
    expect(screen.getByRole('alert')).toHaveTextContent('at least 3 characters');
    expect(location()).toBe('/h2h');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts submitted names in the URL and reads /h2h with p1 and p2', async () => {
    fetchMock.mockImplementation(async () => json(200, makeH2h()));
    renderAt('/h2h', '/h2h', <HeadToHeadPage />);
    fireEvent.change(screen.getByLabelText('First player'), { target: { value: 'Federer' } });
    fireEvent.change(screen.getByLabelText('Second player'), { target: { value: 'Nadal' } });
    fireEvent.click(screen.getByRole('button', { name: 'Compare' }));
    expect(location()).toBe('/h2h?a=Federer&b=Nadal');
    await screen.findByTestId('h2h-totals');
    const url = calledUrl(0);
    expect(url.pathname).toBe('/api/h2h');
    expect(url.searchParams.get('p1')).toBe('Federer');
    expect(url.searchParams.get('p2')).toBe('Nadal');
  });

  it('shows totals, undecided, the meetings with absent values, and the replays note', async () => {
    fetchMock.mockResolvedValue(json(200, makeH2h()));
    renderAt('/h2h?a=Federer&b=Nadal', '/h2h', <HeadToHeadPage />);
    const totals = within(await screen.findByTestId('h2h-totals'));
    // As the tours count: the retirement counts for Nadal, Federer's walkover is listed apart.
    expect(totals.getByText(`${FEDERER} wins`).nextElementSibling).toHaveTextContent('1');
    expect(totals.getByText(`${NADAL} wins`).nextElementSibling).toHaveTextContent('1');
    expect(totals.getByText('Walkovers').nextElementSibling).toHaveTextContent('1');
    expect(totals.getByText('Undecided').nextElementSibling).toHaveTextContent('1');
    expect(screen.getByTestId('h2h-line')).toHaveTextContent('1–1 (+1 walkover)');
    expect(screen.getByLabelText('First player')).toHaveValue('Federer');

    const rows = screen.getAllByTestId('h2h-meeting');
    expect(rows).toHaveLength(4);
    // The abandoned 2023+ meeting has no score and no winner: both absent, never 0 or a name.
    const first = within(rows[0]);
    // A 2023-on meeting is dated by its own day; the archive's day is its event's first.
    expect(first.getByText('20 Jan 2024')).toBeInTheDocument();
    expect(first.queryByText(/week of/)).toBeNull();
    // Each meeting says where it comes from in words, not a capitals code ("2023 ON").
    expect(first.getByTestId('meeting-source')).toHaveTextContent('service replay');
    expect(within(rows[1]).getByTestId('meeting-source')).toHaveTextContent('1968–2022 archive');
    expect(screen.queryByText(/2023 on$/i)).toBeNull();
    // On its own line under the event, with the meeting's links, so a phone row does not run on.
    const line = first.getByTestId('meeting-source').parentElement as HTMLElement;
    expect(line).toContainElement(first.getByRole('link', { name: /^Tape of/ }));
    expect(line).not.toContainElement(first.getByRole('link', { name: 'Australian Open' }));
    expect(within(rows[1]).getByText('1 Jul 2019').parentElement).toHaveTextContent('week of 1 Jul 2019');
    // Each meeting opens its result: a 2023-on meeting its match page and its tape, an archive one
    // its result (a tape link only where its result read says one is held; none answers usably here).
    expect(first.getByRole('link', { name: 'Australian Open' })).toHaveAttribute('href', '/matches/9001');
    expect(
      first.getByRole('link', { name: 'Tape of Australian Open, Quarter-final, 20 Jan 2024' }),
    ).toHaveAttribute('href', '/history/matches/9001');
    expect(within(rows[1]).getByRole('link', { name: /Wimbledon/ })).toHaveAttribute(
      'href',
      '/archive/matches/1180644',
    );
    expect(within(rows[1]).queryByRole('link', { name: /^Tape/ })).toBeNull();
    expect(first.getByText('Abandoned')).toBeInTheDocument();
    expect(first.getAllByText('not available')).toHaveLength(2);
    const second = within(rows[1]);
    expect(
      second.getByText((_, el) => el?.textContent === '7–6(3) 1–6 6–3 6–4' && el.tagName === 'TD'),
    ).toBeInTheDocument();
    expect(second.getByText(FEDERER)).toBeInTheDocument();
    expect(second.getByText('Grass')).toBeInTheDocument();
    expect(screen.getByTestId('h2h-replays-note')).toHaveTextContent(/2 of the service’s replayed matches/);
  });

  it('on a phone says how a meeting ended only when it was not played out, and writes Ret. and W.O.', async () => {
    // A 390 px window as far as matchMedia is concerned (jsdom has no layout).
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: 390 >= Number(/(\d+)rem/.exec(query)?.[1] ?? 0) * 16,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    fetchMock.mockResolvedValue(json(200, makeH2h()));
    renderAt('/h2h?a=Federer&b=Nadal', '/h2h', <HeadToHeadPage />);
    const rows = await screen.findAllByTestId('h2h-meeting');
    const [, completed, retired, walkover] = rows;
    expect(completed).not.toHaveTextContent(/Outcome/);
    // The round in words a fan reads, never its code ("Round: SF").
    expect(completed).toHaveTextContent('Round: Semi-final');
    expect(rows[0]).toHaveTextContent('Round: Quarter-final');
    expect(retired).toHaveTextContent('Outcome: Retired');
    expect(retired).toHaveTextContent('6–3 6–4 6–2 Ret.');
    expect(walkover).toHaveTextContent('Outcome: Walkover');
    expect(within(walkover).getByText('W.O.')).toBeInTheDocument();
  });

  it('filters out walkovers and retirements through ?outcome=', async () => {
    fetchMock.mockResolvedValue(json(200, makeH2h()));
    renderAt('/h2h?a=Federer&b=Nadal', '/h2h', <HeadToHeadPage />);
    await screen.findByTestId('h2h-totals');
    // A native select is as wide as its longest option: short ones keep it beside the heading at 360 px.
    const options = Array.from((screen.getByLabelText('Show') as HTMLSelectElement).options, (o) => o.text);
    expect(options).toEqual(['All meetings', 'Played out', 'No walkovers']);
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'played' } });
    expect(location()).toBe('/h2h?a=Federer&b=Nadal&outcome=played');
    const rows = screen.getAllByTestId('h2h-meeting');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Wimbledon');
    expect(screen.queryByText('Walkover')).toBeNull();
    expect(screen.queryByText('Retired')).toBeNull();
    // What a short option keeps is said in full in the count line.
    expect(
      screen.getByText(
        'Showing 1 of 4 listed meetings, those played out (no walkovers, retirements or defaults), newest first.',
      ),
    ).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'no_walkovers' } });
    expect(screen.getAllByTestId('h2h-meeting')).toHaveLength(3);
    expect(screen.getByText('Retired')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'all' } });
    expect(location()).toBe('/h2h?a=Federer&b=Nadal');
    // The filter only narrows the list: one head-to-head read in all (beside the charting read).
    const h2hReads = fetchMock.mock.calls.filter((c) => String(c[0]).includes('/h2h'));
    expect(h2hReads).toHaveLength(1);
  });

  it('reads the outcome filter from a shared link', async () => {
    fetchMock.mockResolvedValue(json(200, makeH2h()));
    renderAt('/h2h?a=Federer&b=Nadal&outcome=no_walkovers', '/h2h', <HeadToHeadPage />);
    await screen.findByTestId('h2h-totals');
    expect(screen.getByLabelText('Show')).toHaveValue('no_walkovers');
    expect(screen.queryByText('Walkover')).toBeNull();
  });

  it('offers the candidates of an ambiguous name and puts the chosen exact name in the URL', async () => {
    fetchMock.mockImplementation(async (input) => {
      const p2 = new URL(String(input), 'http://localhost').searchParams.get('p2');
      if (p2 === 'Williams')
        return json(400, {
          error: 'ambiguous_name',
          param: 'p2',
          detail: "'Williams' matches more than one player; send a fuller name.",
          candidates: [
            {
              name: 'Venus Williams',
              tour: 'wta',
              player_id: 200748,
              country: 'USA',
              first_year: 1994,
              last_year: 2022,
            },
            {
              name: 'Serena Williams',
              tour: 'wta',
              player_id: 200033,
              country: 'USA',
              first_year: 1995,
              last_year: 2022,
            },
          ],
        });
      return json(
        200,
        makeH2h({ players: { p1: { name: 'Maria Sharapova' }, p2: { name: 'Serena Williams' } } }),
      );
    });
    renderAt('/h2h?a=Maria%20Sharapova&b=Williams', '/h2h', <HeadToHeadPage />);
    const heading = await screen.findByRole('heading', { name: /“Williams” matches more than one player/ });
    expect(heading).toBeInTheDocument();
    // Tour, country and years active tell the namesakes apart.
    expect(screen.getByRole('button', { name: /^Venus Williams/ })).toHaveAccessibleDescription(
      'WTA · USA · 1994–2022',
    );
    fireEvent.click(screen.getByRole('button', { name: /^Serena Williams/ }));
    expect(location()).toBe('/h2h?a=Maria+Sharapova&b=Serena+Williams');
    expect(
      await screen.findByRole('heading', { name: 'Maria Sharapova v Serena Williams' }),
    ).toBeInTheDocument();
    expect(calledUrl(1).searchParams.get('p2')).toBe('Serena Williams');
  });

  it('filters the meetings by surface, level and round in the URL, and counts only those', async () => {
    fetchMock.mockResolvedValue(json(200, makeH2h()));
    renderAt('/h2h?a=Federer&b=Nadal', '/h2h', <HeadToHeadPage />);
    await screen.findByTestId('h2h-totals');
    fireEvent.change(screen.getByLabelText('Surface'), { target: { value: 'grass' } });
    expect(location()).toBe('/h2h?a=Federer&b=Nadal&surface=grass');
    expect(screen.getAllByTestId('h2h-meeting')).toHaveLength(1);
    expect(screen.getByTestId('h2h-scope')).toHaveTextContent('On grass');
    expect(screen.getByTestId('h2h-line')).toHaveTextContent('1–0');
    fireEvent.change(screen.getByLabelText('Level'), { target: { value: 'slam' } });
    fireEvent.change(screen.getByLabelText('Round'), { target: { value: 'SF' } });
    expect(location()).toBe('/h2h?a=Federer&b=Nadal&surface=grass&level=slam&round=SF');
    expect(screen.getByTestId('h2h-scope')).toHaveTextContent('On grass · Grand Slams · Semi-final');
    expect(screen.getAllByTestId('h2h-meeting')).toHaveLength(1);
    // On a phone the three selects fold behind one line, which names the filter in use.
    const fold = screen.getByLabelText('Surface').closest('details');
    expect(fold?.querySelector('summary')).toHaveTextContent('Filters: On grass · Grand Slams · Semi-final');
  });

  it('shows the ULTRA statistics block when the service sends it', async () => {
    fetchMock.mockResolvedValue(json(200, makeH2h({ stats: ULTRA_STATS })));
    renderAt('/h2h?a=Federer&b=Nadal', '/h2h', <HeadToHeadPage />);
    const section = within(
      (await screen.findByRole('heading', { name: 'Statistics in their meetings' }))
        .parentElement as HTMLElement,
    );
    expect(section.queryByTestId('tier-notice')).toBeNull();
    expect(section.getAllByText('First-serve points won')[0].nextElementSibling).toHaveTextContent('70.2%');
    // Nadal's null first-serve-in ratio is absent, and no 2023+ meeting was measured.
    expect(section.getAllByText('First serves in')[1].nextElementSibling).toHaveTextContent('not available');
    expect(section.getAllByText('No meeting in this half has statistics.')).toHaveLength(2);
  });

  it('names ULTRA for the statistics when the block is absent (BASIC and PRO)', async () => {
    fetchMock.mockResolvedValue(json(200, makeH2h()));
    renderAt('/h2h?a=Federer&b=Nadal', '/h2h', <HeadToHeadPage />);
    const notice = await screen.findByTestId('tier-notice');
    expect(notice).toHaveTextContent('Available with an ULTRA key');
    expect(notice).toHaveTextContent(/break-point conversion/);
  });

  it('says when a name reaches no player', async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        players: null,
        totals: { p1_wins: 0, p2_wins: 0, meetings: 0, undecided: 0 },
        by_surface: {},
        meetings: [],
      }),
    );
    renderAt('/h2h?a=Zzzqq&b=Nadal', '/h2h', <HeadToHeadPage />);
    expect(await screen.findByText(/No player matches “Zzzqq” or “Nadal”/)).toBeInTheDocument();
  });

  it('shows a tier notice naming BASIC for a key without history access', async () => {
    fetchMock.mockResolvedValue(
      json(403, {
        error: 'upgrade_required',
        detail: 'This route needs the BASIC tier.',
        required_tier: 'basic',
      }),
    );
    renderAt('/h2h?a=Federer&b=Nadal', '/h2h', <HeadToHeadPage />);
    expect(await screen.findByTestId('tier-notice')).toHaveTextContent('Available with a BASIC key');
  });

  it('offers a retry after a failure, and shows a rate limit as such', async () => {
    fetchMock.mockResolvedValueOnce(json(500, { error: 'internal' }));
    fetchMock.mockResolvedValueOnce(json(200, makeH2h()));
    renderAt('/h2h?a=Federer&b=Nadal', '/h2h', <HeadToHeadPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('h2h-totals')).toBeInTheDocument();
    cleanup();
    fetchMock.mockResolvedValueOnce(
      json(429, { error: 'rate_limited', scope: 'minute', retry_after: 12 }, { 'Retry-After': '12' }),
    );
    renderAt('/h2h?a=Federer&b=Nadal', '/h2h', <HeadToHeadPage />);
    expect(await screen.findByTestId('rate-limited')).toBeInTheDocument();
  });

  it("links a meeting to its charted match and its tape, dated by the charted match's own day", async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.endsWith('/charting/players'))
        return json(200, {
          player: { name: FEDERER, gender: 'men', hand: 'R' },
          matches_charted: 2,
          coverage: 'aggregate_stats',
          families: {},
          matches: [
            {
              charting_match_id: 5352,
              date: '2019-07-12',
              tournament: 'Wimbledon',
              round: 'SF',
              opponent: NADAL,
            },
            {
              charting_match_id: 77,
              date: '2019-07-12',
              tournament: 'Wimbledon',
              round: 'SF',
              opponent: 'Someone Else',
            },
          ],
        });
      // Result reads say which archive meetings hold a tape: Wimbledon does, Roland Garros does
      // not, and the Indian Wells read fails (linked unchecked: the tape page says what it finds).
      const result = url.pathname.match(/\/history\/archive\/matches\/(\d+)$/);
      if (result) {
        const id = Number(result[1]);
        if (id === 1179629) return json(500, { error: 'internal' });
        return json(200, archiveResult(id, id === 1180644));
      }
      return json(200, makeH2h());
    });
    renderAt('/h2h?a=Federer&b=Nadal', '/h2h', <HeadToHeadPage />);
    const link = await screen.findByRole('link', { name: 'Charting of Wimbledon, Semi-final, 12 Jul 2019' });
    expect(link).toHaveAttribute('href', '/charting/matches/5352');
    expect(screen.getAllByRole('link', { name: /^Charting/ })).toHaveLength(1);
    const charting = fetchMock.mock.calls.map((c) => new URL(String(c[0]), 'http://localhost'));
    expect(charting.find((u) => u.pathname.endsWith('/charting/players'))?.searchParams.get('name')).toBe(
      FEDERER,
    );
    // The charted match's own day replaces the event's first day (2019-07-01).
    const rows = screen.getAllByTestId('h2h-meeting');
    expect(within(rows[1]).getByText('12 Jul 2019')).toBeInTheDocument();
    expect(within(rows[1]).queryByText(/week of/)).toBeNull();
    expect(
      await screen.findByRole('link', { name: 'Tape of Wimbledon, Semi-final, 12 Jul 2019' }),
    ).toHaveAttribute('href', '/archive/matches/1180644/tape');
    // The 2023-on meeting's tape, Wimbledon's and the unchecked Indian Wells: none for Roland Garros.
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Tape of/ })).toHaveLength(3));
    expect(within(rows[2]).queryByRole('link', { name: /^Tape of/ })).toBeNull();
    expect(within(rows[3]).getByRole('link', { name: /^Tape of/ })).toHaveAttribute(
      'href',
      '/archive/matches/1179629/tape',
    );
    // ULTRA checked each one, so no note about unchecked tapes.
    expect(screen.queryByTestId('h2h-tape-note')).toBeNull();
    expect(within(rows[2]).getByRole('link', { name: 'Roland Garros' })).toHaveAttribute(
      'href',
      '/archive/matches/1180347',
    );
    const asked = charting.filter((u) => u.pathname.startsWith('/api/history/archive/matches/'));
    expect(asked.map((u) => u.pathname).sort()).toEqual([
      '/api/history/archive/matches/1179629',
      '/api/history/archive/matches/1180347',
      '/api/history/archive/matches/1180644',
    ]);
  });

  it('below ULTRA links every 2013–2022 archive tape unchecked, reads no result, and says why', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.endsWith('/charting/players')) return json(403, { error: 'upgrade_required' });
      return json(200, makeH2h());
    });
    renderAt('/h2h?a=Federer&b=Nadal', '/h2h', withTier('basic', <HeadToHeadPage />));
    const rows = await screen.findAllByTestId('h2h-meeting');
    // 2024 Australian Open (its own tape), then Wimbledon, Roland Garros and Indian Wells 2019.
    expect(screen.getAllByRole('link', { name: /^Tape of/ }).map((a) => a.getAttribute('href'))).toEqual([
      '/history/matches/9001',
      '/archive/matches/1180644/tape',
      '/archive/matches/1180347/tape',
      '/archive/matches/1179629/tape',
    ]);
    expect(rows).toHaveLength(4);
    expect(screen.getByTestId('h2h-tape-note')).toHaveTextContent(
      'Tapes of 2013–2022 meetings open with an ULTRA key or a History plan',
    );
    const asked = fetchMock.mock.calls.map((c) => new URL(String(c[0]), 'http://localhost').pathname);
    expect(asked.filter((p) => p.startsWith('/api/history/archive/matches/'))).toEqual([]);
  });
});
