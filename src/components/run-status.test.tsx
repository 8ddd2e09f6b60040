// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RunStatus } from './run-status';

afterEach(cleanup);

const words = {
  unit: 'matches',
  bar: 'Matches scored',
  running: 'Scoring',
  done: 'Scored',
  stopped: 'the scores cover what was read.',
};
const progress = { matchesDone: 3, requests: 9, failed: 0, heldUntil: null };

describe('RunStatus', () => {
  it('says how far a run got and offers Stop while it runs', () => {
    const onStop = vi.fn();
    render(
      <RunStatus phase="running" progress={progress} total={5} words={words} testId="p" onStop={onStop} />,
    );
    expect(screen.getByTestId('p')).toHaveTextContent('Scoring 3 of 5 matches · 9 requests spent');
    expect(screen.getByRole('progressbar', { name: 'Matches scored' })).toHaveAttribute('value', '3');
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(onStop).toHaveBeenCalledOnce();
  });

  it('says why it waits while the request budget holds it back', () => {
    render(
      <RunStatus
        phase="running"
        progress={{ ...progress, heldUntil: Date.UTC(2026, 0, 1, 12) }}
        total={5}
        words={words}
        testId="p"
        onStop={() => undefined}
      />,
    );
    expect(screen.getByText(/to stay within the key’s request limits/)).toBeInTheDocument();
  });

  it('after Stop, says what the results cover and counts failed reads', () => {
    render(
      <RunStatus
        phase="stopped"
        progress={{ ...progress, failed: 2 }}
        total={5}
        words={words}
        testId="p"
        onStop={() => undefined}
      />,
    );
    expect(screen.getByTestId('p')).toHaveTextContent(
      'Stopped after 3 of 5 matches · 9 requests spent · 2 could not be read',
    );
    expect(screen.getByText('Stopped: the scores cover what was read.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
  });
});
