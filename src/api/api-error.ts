/** What went wrong: the service answered with an error, the request never got an answer, or the answer broke the contract. */
export type ApiErrorKind = 'http' | 'network' | 'contract';

/** The one error type of the fetch layer; React Query is told about it in `query-register.ts`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    /** HTTP status; 0 when no response arrived. */
    readonly status: number,
    /** The `error` code of the service's error body, or a code of ours for network/contract failures. */
    readonly code: string,
    /** The service's human-readable `detail`, when it sent one. */
    readonly detail: string | null = null,
  ) {
    super(detail ? `${code}: ${detail}` : code);
  }
}
