/**
 * Objects created while one batch of frames is applied. Later frames of the same batch may change
 * them in place: nobody outside the batch has seen them yet, so every state that was published
 * stays untouched. Without a draft (single-frame calls, tests) every change copies.
 */
export type Draft = WeakSet<object>;

/** `value` itself when this batch created it, else a copy that this batch now owns. */
export function own<T extends object>(draft: Draft | undefined, value: T, copy: (value: T) => T): T {
  if (draft?.has(value)) return value;
  const fresh = copy(value);
  draft?.add(fresh);
  return fresh;
}

export const copyArray = <T>(a: T[]): T[] => a.slice();
export const copyObject = <T extends object>(o: T): T => ({ ...o });
