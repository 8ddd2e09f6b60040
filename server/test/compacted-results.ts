import { type CompactParts, compactParts } from '../data/compact-results';
import { loadResults } from '../data/results';

let parts: CompactParts | undefined;

/**
 * Every parsed result row in compact form (`compactParts(loadResults())`), made once per test
 * worker: three files check against it, and each compaction of the 412k rows took seconds of CPU.
 * A CompactResults only reads its parts, so one shared form reaches every file as made.
 */
export function compactedResults(): CompactParts {
  parts ??= compactParts(loadResults());
  return parts;
}
