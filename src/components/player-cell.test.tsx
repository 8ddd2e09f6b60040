// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlayerCell } from './player-cell';

afterEach(cleanup);

describe('PlayerCell', () => {
  it('draws no rank or country when they are absent, and never a 0 for them', () => {
    const { container } = render(<PlayerCell look="row" name="Sinner" country={null} rank={null} />);
    expect(container.textContent).toBe('Sinner');
  });

  it('keeps a rank of 0 apart from an absent rank (a value, not a gap)', () => {
    render(<PlayerCell look="row" name="Sinner" country="ITA" rank={0} rankTitle="Today’s ranking" />);
    expect(screen.getByTitle('Today’s ranking')).toHaveTextContent('0');
  });

  it('leads with the country in a row and follows the name with it on a scoreboard', () => {
    const row = render(<PlayerCell look="row" name="Sinner" country="ITA" rank={1} />);
    expect(row.container.textContent).toBe('ITASinner1');
    row.unmount();
    const board = render(
      <PlayerCell look="board" name="Jannik Sinner" country="ITA" rank="#1" after={<b>Winner</b>} />,
    );
    expect(board.container.textContent).toBe('Jannik SinnerITA#1Winner');
  });

  it('shows the shortened name and keeps the whole one on hover', () => {
    render(
      <PlayerCell
        look="row"
        name="Chan / Dart"
        fullName="Hao Ching Chan / Harriet Dart"
        country={null}
        rank={null}
      />,
    );
    expect(screen.getByTestId('player-name')).toHaveAttribute('title', 'Hao Ching Chan / Harriet Dart');
    expect(screen.getByTestId('player-name')).toHaveTextContent('Chan / Dart');
  });
});
