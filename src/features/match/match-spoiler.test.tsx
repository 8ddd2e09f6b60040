// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchAlongStore } from '../../live/watch-along/watch-along-store';
import { json, renderMatch, routeFetch, sampleMatch } from './test-match-fixtures';

const ID = 48213;
const NAMES = 'Tallon Griekspoor vs Alex Michelsen';

/** The page's visible text without dates and times (a local time could contain "15" or "30"). */
function textWithoutTimes(): string {
  const copy = document.body.cloneNode(true) as HTMLElement;
  for (const t of copy.querySelectorAll('time')) t.remove();
  return copy.textContent ?? '';
}

function serve() {
  const fetchMock = routeFetch({
    [`/matches/${ID}`]: json(200, { ...sampleMatch(), winner: 1 }),
    [`/matches/${ID}/points`]: json(200, { data: [], meta: { count: 0 } }),
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const paths = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);

beforeEach(() => {
  localStorage.clear();
  watchAlongStore.setState({ spoilerFree: true, hiddenMatchIds: [ID] });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  watchAlongStore.setState({ spoilerFree: false, hiddenMatchIds: [] });
});

describe('MatchPage in spoiler-free mode', () => {
  it('hides the scoreboard, the winner and every tab of a hidden match, and keeps who, where and when', async () => {
    const fetchMock = serve();
    renderMatch(`/matches/${ID}?tab=points`);

    expect(await screen.findByText('Score hidden (spoiler-free)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tallon Griekspoor v Alex Michelsen');
    const facts = screen.getByRole('region', { name: 'Match (score hidden)' });
    expect(facts).toHaveTextContent('Stockholm Open · ATP · Round of 16 · Hard');
    expect(screen.queryByRole('region', { name: 'Scoreboard' })).toBeNull();
    expect(screen.getByText(/This tab is hidden with the score/)).toBeInTheDocument();

    const text = textWithoutTimes();
    for (const spoiler of ['Winner', 'Live', 'Corroborated', '%']) {
      expect(text).not.toContain(spoiler);
    }
    // No set, game or point count stands anywhere on the page (ids and "Round of 16" are not counts).
    expect(text).not.toMatch(/\b(0|1|2|3|4|6|15|30|40)\b/);
    // The tab's endpoint is not even read while hidden.
    expect(paths(fetchMock)).toEqual([`/api/matches/${ID}`]);
    // The tab choice stays in the URL and the strip still works.
    expect(screen.getByRole('tab', { name: 'Points' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps the document title to the players, never the score', async () => {
    serve();
    renderMatch(`/matches/${ID}`);
    await screen.findByText('Score hidden (spoiler-free)');
    expect(document.title).toBe('Tallon Griekspoor v Alex Michelsen · Courtside');
    expect(document.title).not.toMatch(/\d/);
  });

  it('keeps a newer live score hidden too', async () => {
    serve();
    const { store } = renderMatch(`/matches/${ID}`);
    await screen.findByText('Score hidden (spoiler-free)');
    act(() => {
      store.scoreRead(
        ID,
        { ...sampleMatch().score, sequence: 200, points: ['40', '15'] } as never,
        Date.now(),
      );
    });
    expect(textWithoutTimes()).not.toMatch(/\b40\b/);
  });

  it('reveals the score on request, keeps focus on the button and offers to hide it again', async () => {
    serve();
    renderMatch(`/matches/${ID}`);
    const reveal = await screen.findByRole('button', { name: `Reveal score of ${NAMES}` });
    reveal.focus();
    fireEvent.click(reveal);

    const board = within(screen.getByRole('region', { name: 'Scoreboard' }));
    expect(board.getByTestId('sets-p1')).toHaveTextContent('1');
    expect(board.getByTestId('points-p1')).toHaveTextContent('30');
    expect(board.getByText('Winner')).toBeInTheDocument();
    expect(await screen.findByText('71.0%', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByText('Score hidden (spoiler-free)')).toBeNull();

    const hide = screen.getByRole('button', { name: `Hide score of ${NAMES}` });
    expect(hide).toHaveTextContent('Hide score');
    expect(hide).toHaveFocus();
    expect(watchAlongStore.getState().hiddenMatchIds).toEqual([]);

    fireEvent.click(hide);
    expect(screen.queryByRole('region', { name: 'Scoreboard' })).toBeNull();
    expect(screen.getByText('Score hidden (spoiler-free)')).toBeInTheDocument();
    expect(watchAlongStore.getState().hiddenMatchIds).toEqual([ID]);
  });

  it('offers "Hide score" on a shown match while spoiler-free mode is on', async () => {
    watchAlongStore.setState({ spoilerFree: true, hiddenMatchIds: [] });
    serve();
    renderMatch(`/matches/${ID}`);
    expect(await screen.findByRole('region', { name: 'Scoreboard' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: `Hide score of ${NAMES}` }));
    expect(screen.getByText('Score hidden (spoiler-free)')).toBeInTheDocument();
    expect(screen.queryByTestId('sets-p1')).toBeNull();
  });

  it('shows the score and no spoiler controls when the mode is off, even for a match once hidden', async () => {
    watchAlongStore.setState({ spoilerFree: false, hiddenMatchIds: [ID] });
    serve();
    renderMatch(`/matches/${ID}`);
    const board = within(await screen.findByRole('region', { name: 'Scoreboard' }));
    expect(board.getByTestId('points-p2')).toHaveTextContent('15');
    expect(screen.queryByRole('button', { name: /score of/ })).toBeNull();
  });
});
