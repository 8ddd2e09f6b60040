// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HistoryTape } from '../../../contract/history-matches';
import { HistoryPrices } from '../../../contract/history-prices';
import { fiveSetter, historyTapeBody, P1, P2, playTape, priceRows } from '../../lib/test-tape-fixtures';
import { eventually } from '../../test/eventually';
import { json, renderAt } from '../../test/test-render';
import { TapePage } from './tape-page';
import { stubFetch } from './test-fetch';

const ID = 42;
const TAPE = `/history/matches/${ID}`;
const PRICES = `/history/matches/${ID}/prices`;
// p1 serves: 0-15, 0-30, 0-40 (BP), 15-40 (BP), 30-40 (BP), 40-40, AD-40, game; p2 holds to love.
const rows = playTape([2, 2, 2, 1, 1, 1, 1, 1, 2, 2, 2, 2]);
const tapeBody = historyTapeBody(ID, rows);
const pricesBody = {
  data: priceRows(rows),
  meta: { match_id: ID, last_seq: 12, count: 12, has_more: false },
};

const page = (url: string) => renderAt(url, '/history/matches/:id', <TapePage />);
const location = () => screen.getByTestId('location').textContent ?? '';
// The scrubber writes `?at=` a moment after the last step; give it the same patience as findBy*.
const urlIs = (expected: string) => eventually(() => expect(location()).toBe(expected));
const board = () => within(screen.getByTestId('tape-at'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TapePage', () => {
  it('uses fixtures the contract accepts', () => {
    expect(HistoryTape.safeParse(tapeBody).success).toBe(true);
    expect(HistoryPrices.safeParse(pricesBody).success).toBe(true);
  });

  it('puts the sequence and points toggles in the URL and the request', async () => {
    const f = stubFetch({ [TAPE]: json(200, tapeBody), [PRICES]: json(200, pricesBody) });
    page(`/history/matches/${ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: new RegExp(`${P1} v ${P2}`) }),
    ).toBeInTheDocument();
    expect(f.requests(TAPE)[0].search).toBe('');

    fireEvent.click(screen.getByRole('radio', { name: /Clean/ }));
    await urlIs(`/history/matches/${ID}?sequence=clean`);
    await eventually(() => expect(f.requests(TAPE).at(-1)?.searchParams.get('sequence')).toBe('clean'));

    fireEvent.click(screen.getByRole('radio', { name: /Raw/ }));
    fireEvent.click(screen.getByRole('radio', { name: /Complete reconstruction/ }));
    await urlIs(`/history/matches/${ID}?points=complete`);
    await eventually(() => expect(f.requests(TAPE).at(-1)?.searchParams.get('points')).toBe('complete'));
    expect(f.requests(TAPE).at(-1)?.searchParams.get('sequence')).toBeNull();
  });

  it('never offers complete with clean, says why, and rewrites a link asking for both', async () => {
    const f = stubFetch({ [TAPE]: json(200, tapeBody), [PRICES]: json(200, pricesBody) });
    page(`/history/matches/${ID}?sequence=clean&points=complete`);
    await screen.findByTestId('tape-at');
    expect(screen.getByRole('radio', { name: /Clean/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Complete reconstruction/ })).toBeChecked();
    expect(screen.getByTestId('combination-note')).toHaveTextContent(/deuce states/);
    for (const u of f.requests(TAPE)) expect(u.searchParams.get('sequence')).not.toBe('clean');
    await urlIs(`/history/matches/${ID}?points=complete`);

    cleanup();
    stubFetch({ [TAPE]: json(200, tapeBody), [PRICES]: json(200, pricesBody) });
    page(`/history/matches/${ID}?sequence=clean`);
    await screen.findByTestId('tape-at');
    expect(screen.getByRole('radio', { name: /Complete reconstruction/ })).toBeDisabled();
  });

  it('shows the score, probability and price as they stood at ?at= and moves with the scrubber', async () => {
    stubFetch({ [TAPE]: json(200, tapeBody), [PRICES]: json(200, pricesBody) });
    page(`/history/matches/${ID}?at=2`);
    await screen.findByTestId('tape-at');
    const p1Row = () => within(screen.getByTestId('tape-at-p1'));
    const p2Row = () => within(screen.getByTestId('tape-at-p2'));
    // Row 2 is 0-30 on p1's serve, p1 ahead on probability 0.48.
    expect(board().getByRole('heading')).toHaveTextContent('As it stood at row 2');
    expect(p1Row().getAllByRole('cell').at(-1)).toHaveTextContent('0');
    expect(p2Row().getAllByRole('cell').at(-1)).toHaveTextContent('30');
    expect(p1Row().getByRole('rowheader')).toHaveTextContent('(serving)');
    expect(screen.getByTestId('tape-at-probability')).toHaveTextContent('48.0%');
    // The price that stood at row 2 is the one of point 2.
    expect(
      await screen.findByText(/point 2, tick resolution, source simulated market\)/),
    ).toBeInTheDocument();
    // The charts mark the selected row and carry the market mid beside the model.
    expect(await screen.findByText(/market mid for/)).toBeInTheDocument();
    const cursorAt = () => screen.getAllByTestId('chart-cursor').map((c) => c.getAttribute('x1'));
    const before = cursorAt();
    expect(before).toHaveLength(2);

    fireEvent.change(screen.getByRole('slider'), { target: { value: '8' } });
    await urlIs(`/history/matches/${ID}?at=8`);
    expect(Number(cursorAt()[0])).toBeCloseTo(Number(before[0]) * 4, 6);
    // Row 8: p1 has held; games 1-0, now p2 serving at 0-0.
    expect(board().getByRole('heading')).toHaveTextContent('As it stood at row 8');
    expect(p1Row().getAllByRole('cell')[1]).toHaveTextContent('1');
    expect(p2Row().getByRole('rowheader')).toHaveTextContent('(serving)');

    fireEvent.click(screen.getByRole('button', { name: 'Previous row' }));
    await urlIs(`/history/matches/${ID}?at=7`);
    expect(p1Row().getAllByRole('cell').at(-1)).toHaveTextContent('AD');
  });

  it('jumps between break points computed from the score rows', async () => {
    stubFetch({ [TAPE]: json(200, tapeBody), [PRICES]: json(200, pricesBody) });
    page(`/history/matches/${ID}?at=0`);
    await screen.findByTestId('tape-at');
    expect(screen.getByRole('button', { name: 'Previous break point' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next break point' }));
    await urlIs(`/history/matches/${ID}?at=3`);
    expect(board().getByRole('heading')).toHaveTextContent(/row 3\s*Break point/);
    fireEvent.click(screen.getByRole('button', { name: 'Next break point' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next break point' }));
    await urlIs(`/history/matches/${ID}?at=5`);
    expect(screen.getByRole('button', { name: 'Next break point' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Previous break point' }));
    await urlIs(`/history/matches/${ID}?at=4`);
  });

  it('exports the rows shown as CSV and JSON files named after the match and sequence', async () => {
    const blobs = new Map<string, Blob>();
    let n = 0;
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (b: Blob) => {
          const u = `blob:test/${n++}`;
          blobs.set(u, b);
          return u;
        },
        revokeObjectURL: () => {},
      }),
    );
    stubFetch({ [TAPE]: json(200, tapeBody), [PRICES]: json(200, pricesBody) });
    page(`/history/matches/${ID}`);
    const csvLink = await screen.findByRole('link', { name: 'Download CSV' });
    expect(csvLink).toHaveAttribute('download', `tape-${ID}-raw.csv`);
    expect(screen.getByRole('link', { name: 'Download JSON' })).toHaveAttribute(
      'download',
      `tape-${ID}-raw.json`,
    );
    const csv = await (blobs.get(csvLink.getAttribute('href') ?? '') as Blob).text();
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(rows.length + 1);
    expect(lines[0]).toMatch(/^row,sequence,sets,games,points,server/);
    expect(lines[4]).toMatch(/^3,4,0-0,0-0,0-40,1,false,2,true,/);
    const jsonLink = screen.getByRole('link', { name: 'Download JSON' });
    const exported = JSON.parse(await (blobs.get(jsonLink.getAttribute('href') ?? '') as Blob).text());
    expect(exported).toEqual(rows);
  });

  it('shows the PRO notice where the price overlay is refused', async () => {
    stubFetch({
      [TAPE]: json(200, tapeBody),
      [PRICES]: json(403, {
        error: 'upgrade_required',
        detail: 'This route needs the PRO tier.',
        required_tier: 'pro',
      }),
    });
    page(`/history/matches/${ID}`);
    const notice = await screen.findByTestId('tier-notice');
    expect(notice).toHaveTextContent('Available with a PRO key');
    expect(notice).toHaveTextContent('PRO adds the market price at every point.');
    expect(screen.getByTestId('tape-at-price')).toHaveTextContent('Available with a PRO key');
    expect(screen.queryByText(/market mid for/)).toBeNull();
  });

  it('says no market was mapped on 404 no_market', async () => {
    stubFetch({
      [TAPE]: json(200, tapeBody),
      [PRICES]: json(404, { error: 'no_market', match_id: ID, coverage: 'none', detail: 'No market.' }),
    });
    page(`/history/matches/${ID}`);
    expect(await screen.findByTestId('no-market')).toHaveTextContent('No market was mapped');
  });

  it('explains the meta and says when no row carries the model', async () => {
    const recon = playTape([1, 2, 1], { timed: false, model: false });
    stubFetch({
      [TAPE]: json(
        200,
        historyTapeBody(ID, recon, { point_source: 'reconstructed', coverage: 'reconstructed' }),
      ),
      [PRICES]: json(200, pricesBody),
    });
    page(`/history/matches/${ID}?points=complete`);
    expect(
      await screen.findByText(/Rebuilt from the final score, in order but without times/),
    ).toBeInTheDocument();
    expect(screen.getByText('No row carries a model win probability.')).toBeInTheDocument();
    expect(await screen.findByText(/the line is the chance from the score alone/)).toBeInTheDocument();
  });

  it('offers the observed read when the complete read is switched off', async () => {
    stubFetch({
      [TAPE]: json(400, {
        error: 'points_read_disabled',
        detail: 'points=complete is not enabled on this service.',
      }),
    });
    page(`/history/matches/${ID}?points=complete`);
    fireEvent.click(await screen.findByRole('button', { name: 'Show the observed read' }));
    await urlIs(`/history/matches/${ID}`);
  });

  it('shows an error with retry when the tape fails', async () => {
    stubFetch({ [TAPE]: json(500, { error: 'internal' }) });
    page(`/history/matches/${ID}`);
    expect(await screen.findByTestId('view-error')).toHaveTextContent('The tape could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('renders a five-set tape of 400+ rows with only the visible table rows and marks the render', async () => {
    const long = fiveSetter();
    expect(long.length).toBeGreaterThan(400);
    stubFetch({ [TAPE]: json(200, historyTapeBody(ID, long)), [PRICES]: json(200, pricesBody) });
    performance.clearMarks();
    performance.clearMeasures();
    page(`/history/matches/${ID}`);
    await screen.findByTestId('tape-charts');
    const table = screen.getByTestId('tape-table');
    // The scrubber starts on the last row, which the table shows; far-off rows are not in the DOM.
    expect(within(table).getByRole('button', { name: `Go to row ${long.length - 1}` })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Go to row 0' })).toBeNull();
    expect(within(table).getAllByRole('row').length).toBeLessThan(60);
    await eventually(() => expect(performance.getEntriesByName('tape:render', 'measure')).toHaveLength(1));
    expect(performance.getEntriesByName('tape:data', 'mark')).toHaveLength(1);
  });
});
