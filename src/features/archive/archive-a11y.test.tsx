// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../test/axe-structure';
import { json, renderAt, routedFetch } from '../../test/test-render';
import { ArchiveMatchPage } from './archive-match-page';
import { ArchivePage } from './archive-page';
import { ArchivePlayersPage } from './archive-players-page';
import { archivePage, makeArchiveDetail, makeArchiveRows } from './test-archive';
import { bioList, makeBio, makeCareer } from './test-archive-players';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('archive search with results has no serious or critical axe violations', async () => {
  vi.stubGlobal(
    'fetch',
    routedFetch({
      '/api/history/archive/matches': () => json(200, archivePage(makeArchiveRows(200), 0, 200, 5000)),
    }),
  );
  const { container } = renderAt('/archive?name=winner', '/archive', <ArchivePage tableHeight={360} />);
  await screen.findByText('Loaded 200 of 5,000 results');
  expect(await seriousViolations(container)).toEqual([]);
});

it('archive result page has no serious or critical axe violations', async () => {
  vi.stubGlobal(
    'fetch',
    routedFetch({
      '/api/history/archive/matches/3023120': () => json(200, makeArchiveDetail({ stats: null })),
    }),
  );
  const { container } = renderAt('/archive/matches/3023120', '/archive/matches/:id', <ArchiveMatchPage />);
  await screen.findByText(/No serve statistics were recorded/);
  expect(await seriousViolations(container)).toEqual([]);
});

it('archive players with a career open has no serious or critical axe violations', async () => {
  vi.stubGlobal(
    'fetch',
    routedFetch({
      '/api/history/archive/players': () =>
        json(200, bioList([makeBio(), makeBio({ id: 2, career_high_rank: null })])),
      '/api/history/archive/career': () => json(200, makeCareer()),
    }),
  );
  const { container } = renderAt(
    '/archive/players?name=borg&player=Bjorn+Borg',
    '/archive/players',
    <ArchivePlayersPage />,
  );
  await screen.findAllByTestId('archive-player');
  await screen.findByText('183–225');
  expect(await seriousViolations(container)).toEqual([]);
});
