import type { ApiError } from './api-error';

// Registered once so every useQuery's `error` is typed as ApiError without generics at call sites.
declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}
