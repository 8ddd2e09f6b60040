// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../../test/eventually';
import { withTier } from '../../test/test-budget';
import { json, renderAt } from '../../test/test-render';
import { ArchivePage } from './archive-page';
import { archivePage, makeArchiveMatch, makeArchiveRows } from './test-archive';

// Role queries over a full table are slow in jsdom on a cold, shared machine.

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const requested = (n: number) => new URL(String(fetchMock.mock.calls[n][0]), 'http://localhost');
const ROW = 36;

describe('ArchivePage', () => {
  it('a FREE key reads nothing until Search is pressed (each read is one of its 20 a month)', async () => {
    fetchMock.mockResolvedValue(json(200, archivePage([makeArchiveMatch()], 0, 200, 1)));
    renderAt('/archive', '/archive', withTier('free', <ArchivePage tableHeight={360} />));
    expect(await screen.findByTestId('archive-not-read')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('link', { name: /6–1 6–4/ });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent('run=1');
  });

  it('sends the filters held in the URL and fills the form from them', async () => {
    fetchMock.mockResolvedValue(json(200, archivePage([makeArchiveMatch()], 0, 200, 1)));
    renderAt(
      '/archive?tour=atp&name=lajovic&from=2022-01-01&to=2022-12-31&round=F&level=C',
      '/archive',
      <ArchivePage tableHeight={360} />,
    );
    await screen.findByRole('link', { name: /6–1 6–4/ });
    const url = requested(0);
    expect(url.pathname).toMatch(/\/history\/archive\/matches$/);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      tour: 'atp',
      name: 'lajovic',
      from: '2022-01-01',
      to: '2022-12-31',
      round: 'F',
      level: 'C',
      offset: '0',
    });
    expect(screen.getByLabelText('Player name')).toHaveValue('lajovic');
    expect(screen.getByLabelText('Tour')).toHaveValue('atp');
    expect(screen.getByLabelText('Round')).toHaveValue('F');
    expect(screen.getByLabelText('Level')).toHaveValue('C');
    // The level reads as words; only the URL keeps the code.
    const level = screen.getByLabelText('Level') as HTMLSelectElement;
    expect(level.selectedOptions[0].text).toBe('Challenger');
    expect(Array.from(level.options, (o) => o.text)).toEqual(
      expect.arrayContaining(['Grand Slam', 'Masters 1000']),
    );
    expect(Array.from(level.options, (o) => o.text).filter((t) => /^[A-Z]{1,2}\d?$/.test(t))).toEqual([]);
    expect(screen.getByLabelText('From')).toHaveValue('2022-01-01');
    expect(screen.getByLabelText('To')).toHaveValue('2022-12-31');
  });

  it('puts submitted filters in the URL and searches only on submit', async () => {
    fetchMock.mockImplementation(async () => json(200, archivePage([makeArchiveMatch()], 0, 200, 1)));
    renderAt('/archive', '/archive', <ArchivePage tableHeight={360} />);
    await screen.findByRole('link', { name: /6–1 6–4/ });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fireEvent.change(screen.getByLabelText('Player name'), { target: { value: 'borg' } });
    fireEvent.change(screen.getByLabelText('Tour'), { target: { value: 'atp' } });
    fireEvent.change(screen.getByLabelText('Round'), { target: { value: 'SF' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '1978-01-01' } });
    // Typing is free: nothing is requested before Search.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(screen.getByTestId('location')).toHaveTextContent(
      '/archive?tour=atp&name=borg&from=1978-01-01&round=SF',
    );
    await eventually(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const sent = Object.fromEntries(requested(1).searchParams);
    expect(sent).toMatchObject({ tour: 'atp', name: 'borg', from: '1978-01-01', round: 'SF' });
    expect(sent).not.toHaveProperty('level');

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/archive$/);
  });

  it('lists rows with date, tournament, round, seeded winner and loser, score, level and a link', async () => {
    const rows = [makeArchiveMatch(), ...makeArchiveRows(199, 1)];
    fetchMock.mockImplementation(async () => json(200, archivePage(rows, 0, 200, 34567)));
    renderAt('/archive', '/archive', <ArchivePage tableHeight={360} />);
    const link = await screen.findByRole('link', { name: /Dusan Lajovic beat/ });
    expect(link).toHaveAttribute('href', '/archive/matches/3023120');
    const row = within(link.closest('[role=row]') as HTMLElement);
    expect(row.getByText('28 Nov 2022')).toBeInTheDocument();
    expect(row.getByText('Maspalomas CH')).toBeInTheDocument();
    expect(row.getByText('F')).toBeInTheDocument();
    expect(row.getByText('Dusan Lajovic')).toBeInTheDocument();
    expect(row.getByText('(1)')).toBeInTheDocument();
    expect(row.getByText('Steven Diez')).toBeInTheDocument();
    expect(row.getByText('(WC)')).toBeInTheDocument();
    expect(row.getByText('Challenger')).toBeInTheDocument();
    expect(screen.getByText('Loaded 200 of 34,567 results')).toBeInTheDocument();
    // Far from the end of what is loaded: no second page yet.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '34568');
  });

  it('opens a result inside the app when its link is clicked', async () => {
    fetchMock.mockResolvedValue(json(200, archivePage([makeArchiveMatch()], 0, 200, 1)));
    renderAt('/archive', '/archive', <ArchivePage tableHeight={360} />);
    fireEvent.click(await screen.findByRole('link', { name: /6–1 6–4/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/archive/matches/3023120');
  });

  it('fetches the next page when scrolled near the end of what is loaded', async () => {
    fetchMock.mockImplementation(async (input) => {
      const offset = Number(new URL(String(input), 'http://localhost').searchParams.get('offset'));
      return json(200, archivePage(makeArchiveRows(200, offset), offset, 200, 1000));
    });
    renderAt('/archive', '/archive', <ArchivePage tableHeight={360} />);
    await screen.findByText('Loaded 200 of 1,000 results');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const scroller = screen.getByTestId('archive-scroller');
    scroller.scrollTop = 150 * ROW;
    fireEvent.scroll(scroller);
    await screen.findByText('Loaded 400 of 1,000 results');
    expect(requested(1).searchParams.get('offset')).toBe('200');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    scroller.scrollTop = 390 * ROW;
    fireEvent.scroll(scroller);
    expect(await screen.findByText('Winner 395')).toBeInTheDocument();
  });

  it('resumes loading by itself after a per-minute limit on a later page', async () => {
    let limited = false;
    fetchMock.mockImplementation(async (input) => {
      const offset = Number(new URL(String(input), 'http://localhost').searchParams.get('offset'));
      if (offset === 200 && !limited) {
        limited = true;
        return json(429, { error: 'rate_limited', scope: 'minute', tier: 'PRO' }, { 'Retry-After': '1' });
      }
      return json(200, archivePage(makeArchiveRows(200, offset), offset, 200, 1000));
    });
    renderAt('/archive', '/archive', <ArchivePage tableHeight={360} />);
    await screen.findByText('Loaded 200 of 1,000 results');
    const scroller = screen.getByTestId('archive-scroller');
    scroller.scrollTop = 150 * ROW;
    fireEvent.scroll(scroller);
    expect(await screen.findByText('More results could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('Loaded 400 of 1,000 results')).toBeInTheDocument();
    expect(screen.queryByText('More results could not be loaded.')).toBeNull();
  });

  it('explains a rejected search with the service’s code and detail', async () => {
    fetchMock.mockResolvedValue(json(400, { error: 'bad_window', detail: 'from is after to' }));
    renderAt('/archive?from=2020-01-01&to=2019-01-01', '/archive', <ArchivePage tableHeight={360} />);
    const alert = await screen.findByTestId('view-error');
    expect(alert).toHaveTextContent('The search was not accepted: from is after to');
    // The code is for support, on hover; the sentence is words.
    expect(alert).not.toHaveTextContent('bad_window');
    expect(within(alert).getByTitle('bad_window')).toBeInTheDocument();
  });

  it('lists the values the service takes when it names them', async () => {
    fetchMock.mockResolvedValue(
      json(400, { error: 'bad_request', detail: "Unknown level 'ZZ'.", allowed: ['A', 'C', 'G', 'M'] }),
    );
    renderAt('/archive?level=ZZ', '/archive', <ArchivePage tableHeight={360} />);
    expect(await screen.findByTestId('view-error')).toHaveTextContent(
      "Unknown level 'ZZ'. Allowed values: A, C, G, M.",
    );
  });

  it('shows the BASIC notice when the plan does not include the archive', async () => {
    fetchMock.mockResolvedValue(
      json(403, { error: 'upgrade_required', required_tier: 'BASIC', free_history_taste: 'used' }),
    );
    renderAt('/archive', '/archive', <ArchivePage tableHeight={360} />);
    const notice = await screen.findByTestId('tier-notice');
    expect(notice).toHaveTextContent('Available with a BASIC key');
    expect(notice).toHaveTextContent(
      '380,000 results from 1968 to 2022 with seeds, ranks and serve statistics',
    );
  });

  it('says when nothing matches', async () => {
    fetchMock.mockResolvedValue(json(200, archivePage([], 0, 200, 0)));
    renderAt('/archive?name=zzzz', '/archive', <ArchivePage tableHeight={360} />);
    expect(await screen.findByText('No archive result matches these filters.')).toBeInTheDocument();
  });

  it('shows a rate limit with when to retry', async () => {
    fetchMock.mockResolvedValue(
      json(429, {
        error: 'rate_limited',
        scope: 'day',
        limit_per_day: 100,
        resets_at: '2026-11-23T00:00:00Z',
      }),
    );
    renderAt('/archive', '/archive', <ArchivePage tableHeight={360} />);
    expect(await screen.findByTestId('rate-limited')).toHaveTextContent(/quota resets at/);
  });
});
