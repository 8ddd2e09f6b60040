// Path ids arrive as strings; an id that could never have been issued is a 404, not a 400. Without
// zod, so a page that only reads an id from its URL (a match page's first screen) does not load the
// full schemas' library for it.

/** Digits of an integer id: up to 2^53 − 1 (16 digits), the largest a JSON number keeps exact. */
export const INT_ID_DIGITS = /^\d{1,16}$/;

/** The one rule for an integer id in a URL: digits that make a safe integer, else null. */
export function parseIntId(raw: string | null | undefined): number | null {
  if (!raw || !INT_ID_DIGITS.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
