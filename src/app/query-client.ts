import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';

// A refusal (4xx) will not change by asking again; 5xx, network and contract blips might. A 429 or
// a budget refusal is the request budget's to schedule (it honours Retry-After); retrying here
// would spend the requests it is saving.
function shouldRetry(failureCount: number, error: Error): boolean {
  if (failureCount >= 2) return false;
  if (error instanceof ApiError && error.kind === 'budget') return false;
  if (error instanceof ApiError && error.kind === 'http') return error.status >= 500;
  return true;
}

/** The app's QueryClient; tests build their own with `retry: false`. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        // Live data goes stale quickly, but a remount within a few seconds need not refetch.
        staleTime: 5_000,
      },
    },
  });
}
