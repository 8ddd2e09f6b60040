// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TapeMeasuresPanel } from './tape-measures-panel';

afterEach(cleanup);

const NAMES = ['Andy Murray', 'Vincent Millot'] as const;
const base = { steps: 174, excitement: 180.5, volatility: 1.4 };

describe('TapeMeasuresPanel', () => {
  it('says a winner who never fell below the start made no comeback', () => {
    render(
      <TapeMeasuresPanel
        measures={{ ...base, comeback: { side: 1, lowest: 0.5, row: 0, atStart: true } }}
        names={NAMES}
      />,
    );
    expect(screen.getByTestId('tape-measures')).toHaveTextContent(
      'None: Andy Murray never below the start (50.0%)',
    );
    expect(screen.getByTestId('tape-measures')).not.toHaveTextContent('down to');
  });

  it('gives the lowest chance and its row when the winner came back', () => {
    render(
      <TapeMeasuresPanel
        measures={{ ...base, comeback: { side: 2, lowest: 0.123, row: 61, atStart: false } }}
        names={NAMES}
      />,
    );
    expect(screen.getByTestId('tape-measures')).toHaveTextContent('Vincent Millot down to 12.3% (row 61)');
  });
});
