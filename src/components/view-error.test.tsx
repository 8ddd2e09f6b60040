// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { errorFromResponse } from '../api/error-model';
import { ViewError } from './view-states';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('ViewError', () => {
  it('a per-minute 429 asks again by itself once its countdown has ended, not before', async () => {
    const retry = vi.fn();
    const error = errorFromResponse(429, { error: 'rate_limited', scope: 'minute' }, 30);
    render(<ViewError title="Players could not be loaded." error={error} onRetry={retry} retrying={false} />);
    expect(screen.getByTestId('auto-retry')).toHaveTextContent(/asks again by itself at/);
    await advance(29_000);
    expect(retry).not.toHaveBeenCalled();
    await advance(2_000);
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('says a failure in words, keeps its code for the hover, and does not retry a refusal', async () => {
    const retry = vi.fn();
    const error = new ApiError('http', 401, 'unauthorized', null, { type: 'unauthorized' });
    render(<ViewError title="Players could not be loaded." error={error} onRetry={retry} retrying={false} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('did not accept the API key');
    expect(alert).not.toHaveTextContent('unauthorized');
    expect(screen.getByTitle('unauthorized')).toBeInTheDocument();
    expect(screen.queryByTestId('auto-retry')).toBeNull();
    await advance(10 * 60_000);
    expect(retry).not.toHaveBeenCalled();
  });
});
