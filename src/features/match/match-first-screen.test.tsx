// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { use } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importFresh } from '../../test/import-fresh';

// The tabs' bodies (their reads, schemas and charts) are never ready here: the match page must paint
// its heading and scoreboard without them, as a phone does while their code downloads.
const never = new Promise<never>(() => {});
vi.mock('./tab-panel', () => ({
  TabPanel: () => use(never),
}));

// The match page is imported afresh, bound to this file's mocks (importFresh says why).
const fixtures = importFresh(() => import('./test-match-fixtures'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MatchPage first screen', () => {
  it('shows the heading, scoreboard and tab list before the tabs’ code has loaded', async () => {
    const { json, renderMatch, routeFetch, sampleMatch } = fixtures();
    vi.stubGlobal('fetch', routeFetch({ '/matches/48213': json(200, sampleMatch()) }));
    renderMatch('/matches/48213');

    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Tallon Griekspoor v Alex Michelsen',
    });
    // One text node, as the served placeholder's: written as three it measured wider, and the browser
    // took it for a new, larger paint (the page's LCP moved from its first paint to the match's read).
    expect(heading.childNodes).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Scoreboard' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').length).toBeGreaterThan(1);
    // The selected tab's body is a loading state until its code is there.
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Loading the tab…');
  });
});
