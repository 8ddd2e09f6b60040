import { normName } from '../data/names';

const PLAIN = /^[A-Za-z]+(?: [A-Za-z]+)*$/;
const memo = new Map<string, string>();

/**
 * `normName` with a fast path: a name of plain ASCII letters and single spaces normalises to its
 * lower case (NFD, accent stripping and punctuation folding change nothing there). Memoised,
 * because the same few hundred thousand spellings recur across the archive and the point files.
 */
export function norm(name: string): string {
  let v = memo.get(name);
  if (v === undefined) {
    v = PLAIN.test(name) ? name.toLowerCase() : normName(name);
    memo.set(name, v);
  }
  return v;
}
