// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../test/axe-structure';
import { json, renderAt, routedFetch } from '../../test/test-render';
import { ChartingMatchPage } from './charting-match-page';
import { ChartingPage } from './charting-page';
import { RallyMatchPage } from './rally-match-page';
import { RallyPage } from './rally-page';
import { chartingMatch, rallyDetail, rallyMatch } from './test-rally';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('rally, charting and charted-match pages have no serious or critical axe violations', async () => {
  vi.stubGlobal(
    'fetch',
    routedFetch({
      '/api/rally/matches': () => json(200, { data: [rallyMatch()], meta: { count: 1, has_more: false } }),
      '/api/rally/matches/11018': () => json(200, rallyDetail()),
      '/api/charting/players': () =>
        json(400, {
          error: 'ambiguous_name',
          candidates: [{ name: 'Roger Federer' }, { name: 'Federico Coria' }],
        }),
      '/api/charting/matches/1': () => json(200, chartingMatch()),
    }),
  );
  const pages = [
    ['/rally', '/rally', <RallyPage key="a" />, 'rally-row'],
    ['/rally/11018', '/rally/:id', <RallyMatchPage key="b" />, 'no-shots'],
  ] as const;
  for (const [url, path, page, testId] of pages) {
    const { container } = renderAt(url, path, page);
    await screen.findAllByTestId(testId);
    expect(await seriousViolations(container)).toEqual([]);
    cleanup();
  }
  let view = renderAt('/charting?player=fed', '/charting', <ChartingPage />);
  await screen.findByRole('region', { name: 'Matching players' });
  expect(await seriousViolations(view.container)).toEqual([]);
  cleanup();
  view = renderAt('/charting/matches/1', '/charting/matches/:id', <ChartingMatchPage />);
  await screen.findByRole('table');
  expect(await seriousViolations(view.container)).toEqual([]);
});
