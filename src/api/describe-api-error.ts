import type { ApiError } from './api-error';

const at = (ms: number | null) => (ms === null ? 'later' : new Date(ms).toLocaleTimeString());

/** A sentence for people about what failed, without internals; the code stays available for support. */
export function describeApiError(error: ApiError): string {
  const p = error.problem;
  // The dev proxy answers 502 `service_unreachable` when nothing listens behind it.
  if (p.type === 'network' || error.code === 'service_unreachable')
    return 'The data service could not be reached.';
  switch (p.type) {
    case 'contract':
      return 'The data service sent data this version of Courtside does not understand.';
    case 'budget':
      return p.reason === 'day_spent'
        ? `Today's requests are used up; refreshing resumes ${at(p.retryAtMs)}.`
        : `Holding requests to stay within the plan's limits until ${at(p.retryAtMs)}.`;
    case 'unauthorized':
      return 'The data service did not accept the API key.';
    case 'upgrade_required':
      if (p.freeHistoryTaste === 'used') return 'This month’s 20 free history reads are used up.';
      return 'The current plan does not include this data.';
    case 'not_found':
      return 'Nothing with this id exists.';
    case 'no_analysis':
      return 'No model analysis has been computed for this match.';
    case 'no_market':
      return 'No match-winner market is mapped for this match.';
    case 'not_charted':
      return 'This match was never charted shot by shot.';
    case 'merged':
      return p.mergedInto === null
        ? 'This record was merged into another one.'
        : `This record was merged into ${p.mergedInto}.`;
    case 'rate_limited_minute':
      return 'Too many requests this minute; the page will try again shortly.';
    case 'rate_limited_day':
      return 'The daily request quota is used up.';
    case 'abuse_throttled':
      return `Requests are blocked by the service until ${at(p.retryAtMs)}.`;
    case 'coverage_unavailable':
      return 'The coverage rollup is not built yet; it appears after the nightly build.';
    case 'ambiguous_name':
      return `The name matches several people: ${p.candidates.join(', ')}.`;
    default:
      // A 503 names its own reason: the service's words when it sent some, never a plan's limit.
      if (error.status === 503)
        return error.detail
          ? `The data service is unavailable for now: ${error.detail}`
          : 'The data service is unavailable for now.';
      if (error.status >= 500) return `The data service had a problem (status ${error.status}).`;
      // The code is for support (views keep it on hover), never the sentence a fan reads.
      return 'The data service refused the request.';
  }
}
