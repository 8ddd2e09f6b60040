// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../../../test/eventually';

// Idle callbacks and animation frames are held here and run when a test says so.
let idle: (() => void)[] = [];
let frames: (() => void)[] = [];
beforeEach(() => {
  idle = [];
  frames = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  vi.stubGlobal('requestAnimationFrame', (run: () => void) => frames.push(run));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  // Each test gets the module fresh: whether the panel is loaded is the module's own state.
  vi.resetModules();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderLegend = async () => {
  const { SlateLegend } = await import('./slate-legend');
  const view = render(<SlateLegend />);
  return { key: screen.getByRole('button', { name: 'Key' }), unmount: view.unmount };
};

/** The next frame is painted: its callbacks run, then the task after them. */
const paintFrame = () =>
  act(async () => {
    for (const run of frames.splice(0)) run();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('the slate legend', () => {
  it('turns its arrow in the tap’s frame and draws the panel in the frame after, focused', async () => {
    const { key } = await renderLegend();
    act(() => {
      fireEvent.click(key);
    });
    expect(key).toHaveAttribute('aria-expanded', 'true');
    expect(key).toHaveTextContent('▾');
    expect(screen.queryByRole('dialog', { name: 'Key' })).toBeNull();
    await paintFrame();
    const panel = await screen.findByRole('dialog', { name: 'Key' });
    expect(panel).toHaveTextContent('Replay 2012');
    expect(key).toHaveAttribute('aria-controls', panel.id);
    await eventually(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Key' })).toBeNull();
    expect(key).toHaveAttribute('aria-expanded', 'false');
    expect(key).toHaveFocus();
  });

  it('fetches its panel in the first idle moment, once for the page', async () => {
    const first = await renderLegend();
    expect(idle).toHaveLength(1);
    idle[0]?.();
    // The fetch started in the idle moment has landed once its module resolves and a task has run.
    await import('./slate-legend-panel');
    await new Promise((resolve) => setTimeout(resolve, 0));
    first.unmount();
    const again = await renderLegend();
    expect(idle).toHaveLength(1);
    act(() => {
      fireEvent.click(again.key);
    });
    await paintFrame();
    // Loaded already: drawn in the frame's own task, without waiting for a module.
    expect(screen.getByRole('dialog', { name: 'Key' })).toHaveTextContent('Replay 2012');
  });
});
