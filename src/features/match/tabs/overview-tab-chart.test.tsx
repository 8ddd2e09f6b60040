// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Score } from '../../../../contract/score';
import { eventually } from '../../../test/eventually';
import { importFresh } from '../../../test/import-fresh';
import { json, sampleMatch } from '../test-match-fixtures';

// The chart module stands in for recharts here: when its code is asked for, and how often it draws.
const chart = vi.hoisted(() => ({ loaded: false, renders: 0 }));
vi.mock('../charts/probability-chart', () => {
  chart.loaded = true;
  return {
    default: ({ data }: { data: unknown[] }) => {
      chart.renders += 1;
      return <p data-testid="chart-stand-in">{data.length} samples drawn</p>;
    },
  };
});

/** The match answers at once; its tape never does while the test runs (held in flight). */
function fetchWithTapeHeld() {
  return vi.fn<typeof fetch>(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
    if (path === '/matches/48213') return json(200, sampleMatch());
    if (path === '/history/matches/48213') return new Promise<Response>(() => {});
    return json(404, { error: 'not_found' });
  });
}

const liveScore = (sequence: number, p1: number) =>
  ({ ...sampleMatch().score, sequence, win_probability_p1: p1 }) as Score;

// The match page is imported afresh, bound to this file's stand-in for the chart (importFresh says why).
const fixtures = importFresh(() => import('../test-match-fixtures'));

beforeEach(() => {
  chart.loaded = false;
  chart.renders = 0;
  vi.stubGlobal('fetch', fetchWithTapeHeld());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Overview tab’s chart', () => {
  it('has its code asked for while the tape is still on its way, before there is anything to draw', async () => {
    const fetchMock = fetchWithTapeHeld();
    vi.stubGlobal('fetch', fetchMock);
    fixtures().renderMatch('/matches/48213');
    expect(await screen.findByText(/one probability reading so far/)).toBeInTheDocument();
    await eventually(() => expect(chart.loaded).toBe(true));
    // The tape was asked for and has not answered: the chart's code did not wait for it.
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toContainEqual(
      expect.stringContaining('/history/matches/48213'),
    );
    expect(screen.queryByTestId('chart-stand-in')).toBeNull();
  });

  it('is not drawn again when the tab re-renders with the URL, only when its data changes', async () => {
    const { store } = fixtures().renderMatch('/matches/48213');
    await screen.findByText(/one probability reading so far/);
    act(() => store.scoreRead(48213, liveScore(119, 0.74), Date.now()));
    expect(await screen.findByTestId('chart-stand-in')).toHaveTextContent('2 samples drawn');
    const drawn = chart.renders;

    // The fan taps the tab already open: the URL gains ?tab=overview and the page renders again.
    fireEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    await eventually(() => expect(screen.getByTestId('location')).toHaveTextContent('?tab=overview'));
    expect(chart.renders).toBe(drawn);

    act(() => store.scoreRead(48213, liveScore(120, 0.7), Date.now()));
    expect(await screen.findByTestId('chart-stand-in')).toHaveTextContent('3 samples drawn');
    expect(chart.renders).toBeGreaterThan(drawn);
  });
});
