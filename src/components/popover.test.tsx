// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Popover, placePopover } from './popover';

afterEach(cleanup);

describe('placePopover', () => {
  const view = { width: 390, height: 844 };
  const size = { width: 256, height: 90 };

  it('opens below the anchor, its right edge on the anchor’s', () => {
    expect(placePopover({ top: 100, bottom: 128, left: 340, right: 364 }, size, view)).toEqual({
      top: 132,
      left: 108,
    });
  });

  it('opens above when only that fits, and stays inside the screen on both sides', () => {
    expect(placePopover({ top: 800, bottom: 828, left: 340, right: 364 }, size, view).top).toBe(706);
    expect(placePopover({ top: 100, bottom: 128, left: 0, right: 24 }, size, view).left).toBe(8);
    expect(placePopover({ top: 100, bottom: 128, left: 380, right: 420 }, size, view).left).toBe(126);
  });
});

function Harness() {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  return (
    // A clipping box like a slate row: the panel must not be drawn inside it.
    <div data-testid="row" style={{ overflow: 'hidden', contentVisibility: 'auto' }}>
      <button ref={anchor} type="button" onClick={() => setOpen((o) => !o)}>
        More
      </button>
      <Popover anchor={anchor} open={open} onClose={() => setOpen(false)} id="p" label="More" role="group">
        <button type="button">First</button>
        <button type="button">Last</button>
      </Popover>
      <button type="button">Next in the row</button>
    </div>
  );
}

describe('Popover', () => {
  it('draws outside its row, focuses its first control and closes on Escape back to the anchor', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    const panel = screen.getByRole('group', { name: 'More' });
    expect(screen.getByTestId('row')).not.toContainElement(panel);
    expect(panel.parentElement).toBe(document.body);
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'More' })).toBeNull();
    expect(screen.getByRole('button', { name: 'More' })).toHaveFocus();
  });

  it('closes on Tab past its last control and on a press outside', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    screen.getByRole('button', { name: 'Last' }).focus();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Last' }), { key: 'Tab' });
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByRole('button', { name: 'More' })).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Next in the row' }));
    expect(screen.queryByRole('group')).toBeNull();
  });
});
