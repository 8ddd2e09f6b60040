// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../../test/eventually';
import { json, renderAt } from '../../test/test-render';
import { RallyMatchPage } from './rally-match-page';
import { RallyPage } from './rally-page';
import { NO_SHOTS_DETAIL, rallyDetail, rallyMatch } from './test-rally';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
const urls = () => fetchMock.mock.calls.map((c) => new URL(String(c[0]), 'http://localhost'));

describe('RallyPage', () => {
  it('lists charted matches, says which are held shot by shot, each linking to its rally viewer', async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        data: [
          rallyMatch(),
          rallyMatch({
            rally_match_id: 5,
            points: null,
            players: [{ name: 'A' }, { name: null }],
            rally_available: true,
          }),
        ],
        meta: { limit: 50, offset: 0, count: 2, total: 2, has_more: false },
      }),
    );
    renderAt('/rally?player=tien&gender=M', '/rally', <RallyPage />);
    const rows = await screen.findAllByTestId('rally-row');
    expect(screen.getByRole('heading', { level: 1, name: 'Charted rallies' })).toBeInTheDocument();
    expect(within(rows[0]).getByRole('link', { name: 'Alexander Blockx v Learner Tien' })).toHaveAttribute(
      'href',
      '/rally/11018',
    );
    expect(rows[0]).toHaveTextContent('Statistics only98 points charted');
    expect(within(rows[0]).getByRole('link', { name: 'Match statistics' })).toHaveAttribute(
      'href',
      '/charting/matches/11018',
    );
    expect(rows[1]).toHaveTextContent('Shot by shot');
    // No developer words reach the page.
    expect(document.body).not.toHaveTextContent(/parsed|meta\.|MiB/);
    expect(within(rows[1]).getByRole('link', { name: 'A v unknown player' })).toBeInTheDocument();
    expect(within(rows[1]).getByText('not available')).toBeInTheDocument();
    expect(urls()[0].pathname).toBe('/api/rally/matches');
    expect(urls()[0].searchParams.get('player')).toBe('tien');
    expect(urls()[0].searchParams.get('gender')).toBe('M');
  });

  it('puts applied filters in the URL', async () => {
    fetchMock.mockImplementation(async () => json(200, { data: [], meta: { count: 0, has_more: false } }));
    renderAt('/rally', '/rally', <RallyPage />);
    expect(await screen.findByText('No charted match matches these filters.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Surface'), { target: { value: 'Clay' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2024-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/rally?from=2024-01-01&surface=Clay');
    await eventually(() => expect(urls().at(-1)?.searchParams.get('surface')).toBe('Clay'));
  });

  it('shows the ULTRA tier notice below ULTRA', async () => {
    fetchMock.mockResolvedValue(
      json(403, {
        error: 'upgrade_required',
        detail: 'This route needs the ULTRA tier.',
        required_tier: 'ultra',
      }),
    );
    renderAt('/rally', '/rally', <RallyPage />);
    const notice = await screen.findByTestId('tier-notice');
    expect(notice).toHaveTextContent('Available with an ULTRA key');
    expect(notice).toHaveTextContent('shot-by-shot charted matches');
  });
});

describe('RallyMatchPage', () => {
  it('says plainly that the match holds statistics only, links them, and invents no points', async () => {
    fetchMock.mockResolvedValue(json(200, rallyDetail()));
    renderAt('/rally/11018', '/rally/:id', <RallyMatchPage />);
    const empty = await screen.findByTestId('no-shots');
    expect(empty).toHaveTextContent('This match was charted as statistics only.');
    expect(empty).toHaveTextContent("Shot-by-shot rallies are held for the 140 men's matches of 2012.");
    expect(within(empty).getByRole('link', { name: 'charting page' })).toHaveAttribute(
      'href',
      '/charting/matches/11018',
    );
    expect(document.body).not.toHaveTextContent(NO_SHOTS_DETAIL);
    expect(document.body).not.toHaveTextContent(/parsed cleanly|meta\.total|MiB/);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Alexander Blockx v Learner Tien' }),
    ).toBeInTheDocument();
    expect(screen.queryAllByTestId('rally-point')).toHaveLength(0);
    expect(urls()[0].pathname).toBe('/api/rally/matches/11018');
    expect(urls()[0].searchParams.get('limit')).toBe('50');
  });

  it('shows charted points in play order with their strokes, and pages via the URL', async () => {
    const point = (n: number, over: Record<string, unknown> = {}) => ({
      point: n,
      set: [0, 0],
      games: [1, 2],
      score: '15-30',
      server: 1,
      point_winner: 2,
      raw: '4f1b3*',
      parsed: true,
      serve_number: 1,
      rally_length: 3,
      outcome: 'winner',
      shots: [
        { number: 1, code: '4', stroke: 'serve', direction: 'middle' },
        { number: 2, code: 'f1', stroke: 'groundstroke', wing: 'forehand', direction: 'forehand_side' },
      ],
      ...over,
    });
    fetchMock.mockImplementation(async (input) => {
      const offset = Number(new URL(String(input), 'http://localhost').searchParams.get('offset'));
      return json(
        200,
        rallyDetail({
          rally: [
            point(offset + 1),
            point(offset + 2, { outcome: 'forced_error', shots: [], rally_length: null }),
          ],
          meta: { limit: 50, offset, count: 2, total: 98, has_more: offset === 0 },
        }),
      );
    });
    renderAt('/rally/11018', '/rally/:id', <RallyMatchPage />);
    const points = await screen.findAllByTestId('rally-point');
    expect(points).toHaveLength(2);
    const first = within(points[0]);
    expect(first.getByText(/Point 1/)).toBeInTheDocument();
    expect(points[0]).toHaveTextContent('Alexander Blockx serving');
    expect(within(points[0]).getByTestId('rally-ending')).toHaveTextContent(
      'Learner Tien won the point · Winner · 3 shots',
    );
    // Shots in play order, each with its striker: the server the odd shots, the returner the even.
    const shots = within(points[0]).getAllByTestId('rally-shot');
    expect(shots[0]).toHaveTextContent('1.Alexander Blockx: Serve');
    expect(shots[1]).toHaveTextContent('2.Learner Tien: Forehand to the forehand side');
    expect(within(points[1]).getByTestId('rally-ending')).toHaveTextContent('Forced error');
    expect(screen.getByText('Points 1–2 of 98')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next points' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/rally/11018?offset=50');
    expect(await screen.findByText('Points 51–52 of 98')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next points' })).toBeDisabled();
  });

  it('shows the ULTRA tier notice on 403', async () => {
    fetchMock.mockResolvedValue(json(403, { error: 'upgrade_required' }));
    renderAt('/rally/3', '/rally/:id', <RallyMatchPage />);
    expect(await screen.findByTestId('tier-notice')).toHaveTextContent('Available with an ULTRA key');
  });
});
