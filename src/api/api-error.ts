import type { ApiProblem } from './error-model';

/** What went wrong: the service answered with an error, the request never got an answer, or the answer broke the contract. */
export type ApiErrorKind = 'http' | 'network' | 'contract' | 'budget';

/** The one error type of the fetch layer; React Query is told about it in `query-register.ts`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The typed reading of the failure (every status and code of the spec); see `error-model.ts`. */
  readonly problem: ApiProblem;

  constructor(
    readonly kind: ApiErrorKind,
    /** HTTP status; 0 when no response arrived. */
    readonly status: number,
    /** The `error` code of the service's error body, or a code of ours for network/contract/budget failures. */
    readonly code: string,
    /** The service's human-readable `detail`, when it sent one. */
    readonly detail: string | null = null,
    problem?: ApiProblem,
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.problem = problem ?? { type: 'other', status, code };
  }
}
