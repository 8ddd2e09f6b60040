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
    v = normOnce(name);
    memo.set(name, v);
  }
  return v;
}

/**
 * `norm` without the memo, for a pass that keeps what it normalises anyway: the archive's ~100k
 * people taken in on the request thread would otherwise leave their names in the memo (~7 MB).
 */
export function normOnce(name: string): string {
  return PLAIN.test(name) ? name.toLowerCase() : normName(name);
}
