// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lineRuns, SvgLineChart } from './svg-line-chart';
import { momentumAxis } from './tape-charts';

afterEach(cleanup);

describe('the tape line chart', () => {
  it('breaks the line where a value is null, never drawing it as 0', () => {
    const runs = lineRuns([
      { x: 0, y: 0.5 },
      { x: 1, y: null },
      { x: 2, y: 0.6 },
      { x: 3, y: 0.7 },
    ]);
    expect(runs.map((r) => r.map((p) => p.x))).toEqual([[0], [2, 3]]);
  });

  it('draws one polyline per run and reads out the nearest row on hover', () => {
    const { container } = render(
      <SvgLineChart
        points={[
          { x: 0, y: 0.5 },
          { x: 1, y: null },
          { x: 2, y: 0.75 },
          { x: 3, y: 0.8 },
        ]}
        yMin={0}
        yMax={1}
        yTicks={[0, 0.5, 1]}
        formatY={(v) => `${Math.round(v * 100)}%`}
        reference={0.5}
        colour="#2563eb"
        seriesName="Nadal win probability"
        label="Nadal win probability by row"
      />,
    );
    expect(container.querySelectorAll('polyline')).toHaveLength(2);
    const chart = screen.getByRole('img', { name: 'Nadal win probability by row' });
    // jsdom has no layout: a zero-width box puts the pointer at row 0.
    fireEvent.pointerMove(chart, { clientX: 0 });
    expect(screen.getByText('Row 0: Nadal win probability 50%')).toBeInTheDocument();
  });

  it('draws the cursor at the selected row, a line per set end and the market as a second series', () => {
    const { container } = render(
      <SvgLineChart
        points={[
          { x: 0, y: 0.5 },
          { x: 2, y: 0.75 },
          { x: 4, y: 0.8 },
        ]}
        yMin={0}
        yMax={1}
        yTicks={[0, 1]}
        formatY={(v) => `${Math.round(v * 100)}%`}
        reference={0.5}
        colour="#2563eb"
        seriesName="Nadal win probability"
        label="Nadal win probability by row"
        cursor={2}
        markers={[{ x: 4, label: 'Set 1' }]}
        overlay={{
          points: [
            { x: 0, y: 0.55 },
            { x: 2, y: 0.7 },
          ],
          colour: '#16a34a',
          name: 'market mid',
        }}
      />,
    );
    // Row 2 of 4 sits at the middle of the 1000-wide grid.
    expect(screen.getByTestId('chart-cursor')).toHaveAttribute('x1', '500');
    expect(screen.getByText('Set 1')).toBeInTheDocument();
    expect(container.querySelectorAll('polyline')).toHaveLength(2);
    fireEvent.pointerMove(screen.getByRole('img'), { clientX: 0 });
    expect(screen.getByText('Row 0: Nadal win probability 50%; market mid 55%')).toBeInTheDocument();
  });

  it('keeps zero on the momentum axis and gives a flat match room', () => {
    const at = (...m: number[]) => m.map((momentum, index) => ({ index, p1: null, momentum }));
    expect(momentumAxis(at(1, 2, 3))).toEqual({ min: 0, max: 3, ticks: [0, 3] });
    expect(momentumAxis(at(-2, 1))).toEqual({ min: -2, max: 1, ticks: [-2, 0, 1] });
    expect(momentumAxis(at(0, 0))).toEqual({ min: -1, max: 1, ticks: [-1, 0, 1] });
  });
});
