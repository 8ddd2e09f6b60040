// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../test/axe-structure';
import { json, renderAt, routedFetch } from '../../test/test-render';
import { CoveragePage } from './coverage-page';
import { HistoryPage } from './history-page';
import { historyPage, makeCoverage, makeHistoryMatch } from './test-history';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('history listing mid-scan has no serious or critical axe violations', async () => {
  vi.stubGlobal(
    'fetch',
    routedFetch({
      '/api/history/matches': () =>
        json(
          200,
          historyPage([makeHistoryMatch({ result_restated_at: '2026-10-01T00:00:00Z' })], 0, 200, false),
        ),
    }),
  );
  const { container } = renderAt('/history?coverage=partial', '/history', <HistoryPage />);
  await screen.findAllByTestId('history-row');
  expect(await seriousViolations(container)).toEqual([]);
});

it('coverage page has no serious or critical axe violations', async () => {
  vi.stubGlobal('fetch', routedFetch({ '/api/history/coverage': () => json(200, makeCoverage()) }));
  const { container } = renderAt('/history/coverage', '/history/coverage', <CoveragePage />);
  await screen.findAllByTestId('coverage-bucket');
  expect(await seriousViolations(container)).toEqual([]);
});
