// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleRetiredMatch } from '../../../../contract/test-samples';
import { json, renderMatch, routeFetch, sampleMatch } from '../test-match-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The paths the page asked for, without the `/api` prefix. */
const asked = (fetchMock: ReturnType<typeof routeFetch>) =>
  fetchMock.mock.calls.map(([input]) =>
    new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, ''),
  );

describe('the match page on a FREE key', () => {
  it('starts on Summary, the set-by-set score, and asks for nothing beyond the match', async () => {
    const fetchMock = routeFetch({ '/matches/48213': json(200, sampleMatch()) });
    vi.stubGlobal('fetch', fetchMock);
    renderMatch('/matches/48213', 'free');

    const summary = await screen.findByTestId('summary-tab');
    expect(screen.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
    const sets = within(summary).getByTestId('summary-sets');
    expect(
      within(sets)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Player', 'Set 1', 'Set 2', 'Game']);
    expect(
      within(sets)
        .getAllByTestId('summary-set-games')
        .map((c) => c.textContent),
    ).toEqual(['6', '3', '4', '2']);
    expect(within(summary).getByText('Best of 3 sets')).toBeInTheDocument();
    expect(screen.queryByTestId('tier-notice')).toBeNull();
    expect(new Set(asked(fetchMock))).toEqual(new Set(['/matches/48213']));
  });

  it('draws a locked tab’s notice without a request, naming the tier with its article and linking to the plan', async () => {
    const fetchMock = routeFetch({ '/matches/48213': json(200, sampleMatch()) });
    vi.stubGlobal('fetch', fetchMock);
    renderMatch('/matches/48213', 'free');
    await screen.findByTestId('summary-tab');

    fireEvent.click(screen.getByRole('tab', { name: 'Market' }));
    const notice = await screen.findByTestId('tier-notice');
    expect(notice).toHaveTextContent('Available with a PRO key');
    fireEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(await screen.findByTestId('tier-notice')).toHaveTextContent('Available with an ULTRA key');
    expect(
      within(screen.getByTestId('tier-notice')).getByRole('link', { name: 'How to upgrade' }),
    ).toHaveAttribute('href', '/settings#upgrade');
    expect(new Set(asked(fetchMock))).toEqual(new Set(['/matches/48213']));
  });

  it('marks the winner of a finished match and says how it ended', async () => {
    vi.stubGlobal('fetch', routeFetch({ '/matches/47002': json(200, sampleRetiredMatch()) }));
    renderMatch('/matches/47002', 'free');
    const summary = await screen.findByTestId('summary-tab');
    expect(within(summary).getByText('Retired (Ret.)')).toBeInTheDocument();
    expect(within(summary).getAllByTestId('summary-winner')).toHaveLength(1);
  });
});

describe('the match page on an ULTRA key', () => {
  it('keeps Overview as the first tab', async () => {
    vi.stubGlobal('fetch', routeFetch({ '/matches/48213': json(200, sampleMatch()) }));
    renderMatch('/matches/48213', 'ultra');
    const overview = await screen.findByRole('tab', { name: 'Overview' });
    expect(overview).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByTestId('summary-tab')).toBeNull();
  });
});
