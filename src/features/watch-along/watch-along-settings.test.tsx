// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isRevealed, WATCH_ALONG_KEY, watchAlongStore } from '../../live/watch-along/watch-along-store';
import { WatchAlongSettings } from './watch-along-settings';

beforeEach(() => {
  localStorage.clear();
  watchAlongStore.setState({ delaySeconds: 0, spoilerFree: false, hiddenMatchIds: [] });
});

afterEach(() => cleanup());

describe('WatchAlongSettings', () => {
  it('keeps the slider and the number in step, clamped to 120 s, and persists the delay', () => {
    render(<WatchAlongSettings />);
    const slider = screen.getByLabelText('Delay (slider)');
    const number = screen.getByLabelText('Delay in seconds');
    fireEvent.change(slider, { target: { value: '45' } });
    expect(number).toHaveValue(45);
    expect(slider).toHaveAttribute('aria-valuetext', '45 seconds');
    fireEvent.change(number, { target: { value: '400' } });
    expect(slider).toHaveValue('120');
    expect(JSON.parse(localStorage.getItem(WATCH_ALONG_KEY) ?? '{}').state.delaySeconds).toBe(120);
  });

  it('turns spoiler-free mode on and reveals every hidden match on request', () => {
    render(<WatchAlongSettings />);
    act(() => {
      watchAlongStore.getState().matchHidden(3);
      watchAlongStore.getState().matchHidden(4);
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /Spoiler-free mode/ }));
    expect(watchAlongStore.getState().spoilerFree).toBe(true);
    expect(isRevealed(3)).toBe(false);
    expect(screen.getByTestId('hidden-count')).toHaveTextContent('2 matches hidden.');
    fireEvent.click(screen.getByRole('button', { name: 'Reveal all' }));
    expect(isRevealed(3)).toBe(true);
    expect(screen.getByTestId('hidden-count')).toHaveTextContent('No matches hidden.');
    expect(screen.queryByRole('button', { name: 'Reveal all' })).not.toBeInTheDocument();
  });
});
