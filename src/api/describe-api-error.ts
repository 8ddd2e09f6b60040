import type { ApiError } from './api-error';

/** A sentence for people about what failed, without internals; the code stays available for support. */
export function describeApiError(error: ApiError): string {
  // The dev proxy answers 502 `service_unreachable` when nothing listens behind it.
  if (error.kind === 'network' || error.code === 'service_unreachable')
    return 'The data service could not be reached.';
  if (error.kind === 'contract')
    return 'The data service sent data this version of Courtside does not understand.';
  if (error.status === 401) return 'The data service did not accept the API key.';
  if (error.status === 403) return 'The current plan does not include this data.';
  if (error.status === 429) return 'Too many requests for now; the page will try again shortly.';
  if (error.status >= 500) return `The data service had a problem (status ${error.status}).`;
  return `The request was refused (${error.code}).`;
}
