// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { P1, P2, playTape } from '../../lib/test-tape-fixtures';
import { TapeTable } from './tape-table';

// p1 serves and loses the first two points, then wins four: a game of six points.
const winners = [2, 2, 1, 1, 1, 1] as const;

afterEach(cleanup);

const table = (rows: ReturnType<typeof playTape>) =>
  render(<TapeTable rows={rows} names={[P1, P2]} at={rows.length - 1} onPick={() => {}} />);

/** Lays the scroll box out as a 358 px phone box over a 520 px table, scrolled `left` px. */
function layOut(box: HTMLElement, left: number) {
  for (const [key, value] of Object.entries({ scrollWidth: 520, clientWidth: 358, scrollLeft: left }))
    Object.defineProperty(box, key, { value, configurable: true });
  fireEvent.scroll(box);
}

describe('TapeTable', () => {
  it('names the server and the point winner by surname, so a phone row stays one line', () => {
    table(playTape([...winners]));
    const row = screen.getByRole('button', { name: 'Go to row 1' }).closest('tr') as HTMLElement;
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      '1',
      '0–0',
      '0–0',
      '0–15',
      'Alcaraz',
      'Sinner',
      expect.any(String),
      expect.stringMatching(/%$/),
    ]);
    expect(screen.getByRole('columnheader', { name: 'Alcaraz win %' })).toBeInTheDocument();
  });

  it('keeps the break-point mark on its row number’s line, so a phone row stays one line', () => {
    // p1 serves and loses three points: 0-40 is a break point.
    table(playTape([2, 2, 2, 1]));
    const [mark] = screen.getAllByTitle('Break point');
    const holder = mark.parentElement as HTMLElement;
    expect(holder).toContainElement(screen.getByRole('button', { name: 'Go to row 3' }));
    expect(holder.className).not.toMatch(/flex-col/);
    expect(holder).toHaveClass('whitespace-nowrap');
  });

  it('leaves out the clock and the chance when no row carries them (an archive tape)', () => {
    table(playTape([...winners], { timed: false, model: false }));
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Row', 'Sets', 'Games', 'Points', 'Server', 'Won by']);
  });

  it('shades the side that hides columns and keeps the row number over the scrolled ones', () => {
    table(playTape([...winners]));
    const box = screen.getByTestId('tape-table');
    layOut(box, 0);
    expect(screen.getByTestId('tape-table-more-right')).toBeInTheDocument();
    const rowCell = screen.getByRole('button', { name: 'Go to row 1' }).closest('td') as HTMLElement;
    expect(rowCell).toHaveClass('sticky', 'left-0');
    expect(rowCell.className).not.toMatch(/shadow/);

    layOut(box, 162);
    expect(screen.queryByTestId('tape-table-more-right')).toBeNull();
    expect(
      (screen.getByRole('button', { name: 'Go to row 1' }).closest('td') as HTMLElement).className,
    ).toMatch(/shadow/);
  });
});
