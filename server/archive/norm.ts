import { normName } from '../data/names';

const memo = new Map<string, string>();

/**
 * `normName`, memoised: the same few hundred thousand spellings recur across the archive and the
 * point files, and a memo hit allocates nothing.
 */
export function norm(name: string): string {
  let v = memo.get(name);
  if (v === undefined) {
    v = normName(name);
    memo.set(name, v);
  }
  return v;
}
