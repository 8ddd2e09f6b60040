// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderAt, routedFetch } from '../../test/test-render';
import { CoveragePage } from './coverage-page';
import { makeCoverage } from './test-history';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CoveragePage', () => {
  it('shows each bucket with counts, shares and bars, the as-of time and the method', async () => {
    vi.stubGlobal('fetch', routedFetch({ '/api/history/coverage': () => json(200, makeCoverage()) }));
    renderAt('/history/coverage', '/history/coverage', <CoveragePage />);
    const itf = await screen.findByRole('region', { name: 'ITF doubles' });
    expect(screen.getByRole('heading', { level: 1, name: 'Tape coverage' })).toBeInTheDocument();
    const b = within(itf);
    expect(b.getByText('Share point-complete: 3.5%')).toBeInTheDocument();
    expect(b.getByText('200')).toBeInTheDocument();
    expect(b.getByText('40 (20.0%)')).toBeInTheDocument();
    expect(b.getByText('7 (3.5%)')).toBeInTheDocument();
    expect(b.getByText('5 (2.5%)')).toBeInTheDocument();
    const atp = within(screen.getByRole('region', { name: 'ATP singles' }));
    expect(atp.getByText('6,496 (99.4%)')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'All completed matches' })).getByText('6,735'),
    ).toBeInTheDocument();
    // Buckets in the spec's order: ATP singles before ITF doubles, totals first.
    expect(screen.getAllByTestId('coverage-bucket').map((s) => s.getAttribute('aria-label'))).toEqual([
      'All completed matches',
      'ATP singles',
      'ITF doubles',
    ]);
    expect(screen.getAllByRole('time')[0]).toHaveAttribute('datetime', '2026-11-22T02:32:59.964Z');
    expect(screen.getByText(/share is point_complete \/ completed/)).toBeInTheDocument();
  });

  it('explains a 503 coverage_unavailable, counts down its Retry-After and looks again by itself', async () => {
    let built = false;
    const fetchMock = vi.fn(
      routedFetch({
        '/api/history/coverage': () =>
          built
            ? json(200, makeCoverage())
            : json(
                503,
                { error: 'coverage_unavailable', detail: 'The coverage rollup is being built.' },
                { 'Retry-After': '2' },
              ),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/history/coverage', '/history/coverage', <CoveragePage />);
    const notice = await screen.findByTestId('coverage-unavailable');
    expect(notice).toHaveTextContent('The coverage numbers are being built.');
    expect(notice).toHaveTextContent(/Looking again at .+ \(in [12] s\)/);
    expect(notice).not.toHaveTextContent(/budget|coverage_unavailable/);
    built = true;
    // No click: the view reads again once the Retry-After has passed.
    expect(
      await screen.findByRole('region', { name: 'ATP singles' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('"Try now" reads again at once', async () => {
    let built = false;
    vi.stubGlobal(
      'fetch',
      routedFetch({
        '/api/history/coverage': () =>
          built
            ? json(200, makeCoverage())
            : json(503, { error: 'coverage_unavailable' }, { 'Retry-After': '300' }),
      }),
    );
    renderAt('/history/coverage', '/history/coverage', <CoveragePage />);
    expect(await screen.findByTestId('coverage-unavailable')).toHaveTextContent('(in 300 s)');
    built = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try now' }));
    expect(await screen.findByRole('region', { name: 'ATP singles' })).toBeInTheDocument();
  });

  it('shows the BASIC tier notice on 403', async () => {
    vi.stubGlobal(
      'fetch',
      routedFetch({
        '/api/history/coverage': () => json(403, { error: 'upgrade_required', free_history_taste: 'used' }),
      }),
    );
    renderAt('/history/coverage', '/history/coverage', <CoveragePage />);
    expect(await screen.findByTestId('tier-notice')).toHaveTextContent('Available with a BASIC key');
  });
});
