// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
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

describe('TapeMeasuresPanel how', () => {
  it('opens how each measure is computed from a button, not a hover title', () => {
    render(
      <TapeMeasuresPanel
        measures={{ ...base, comeback: { side: 1, lowest: 0.31, row: 40, atStart: false } }}
        names={NAMES}
      />,
    );
    const panel = screen.getByTestId('tape-measures');
    expect(panel.querySelector('[title]')).toBeNull();
    // The note points at the buttons where they are (beside each measure's name), not at a hover.
    expect(panel).toHaveTextContent('“How” beside each measure says how it is computed.');
    expect(panel).not.toHaveTextContent(/hover/i);
    for (const term of ['excitement', 'volatility', 'comeback']) {
      const how = screen.getByRole('button', { name: `How ${term} is measured` });
      expect(how).toHaveAttribute('aria-expanded', 'false');
      const text = document.getElementById(how.getAttribute('aria-controls') ?? '');
      expect(text).not.toBeVisible();
      fireEvent.click(how);
      expect(how).toHaveAttribute('aria-expanded', 'true');
      expect(text).toBeVisible();
      // One sentence.
      expect(text?.textContent?.match(/[.!?](\s|$)/g)).toHaveLength(1);
    }
    expect(screen.getByTestId('measure-comeback')).toHaveTextContent(
      'The lowest chance of winning that Andy Murray, the winner, had during the match',
    );
    fireEvent.click(screen.getByRole('button', { name: 'How comeback is measured' }));
    expect(screen.getByRole('button', { name: 'How comeback is measured' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
