/**
 * The newer of a REST-read score and the live store's score, by `sequence` (one accepted state per
 * sequence; a feed only rises). Views read the store per row so a frame repaints only its own match.
 */
export function newestScore<S extends { sequence?: number | null }>(
  rest: S | null,
  live: S | null | undefined,
): S | null {
  if (!live) return rest;
  if (!rest) return live;
  return (live.sequence ?? -1) >= (rest.sequence ?? -1) ? live : rest;
}
